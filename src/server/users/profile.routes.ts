import type { FastifyInstance } from 'fastify';
import { AUTH_ENDPOINTS } from '../../shared/auth/auth.endpoints';
import { PROFILE_SECURITY_ENDPOINTS } from '../../shared/users/profile-security.endpoints';
import { assertCurrentPassword } from '../auth/current-password';
import { assertStrongPassword } from '../auth/password-strength';
import { hashPassword } from '../auth/passwords';
import { revokeAllTokens } from '../auth/tokens';
import { requestTranslator } from '../i18n';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { removeFirstAdminPasswordFile } from './first-admin-password-file';
import { requestEmailChange } from './request-email-change';
import { signOutEverywhere } from './sign-out-everywhere';
import { toSessionUser, updateOwnProfile, updatePasswordHash } from './users.queries';
import type { RouteDeps } from '../lib/route-deps';

/**
 * E-mail changes per user: with the password, a user could otherwise still probe which
 * addresses hold accounts (issue 14); a real user changes theirs a few times at most.
 */
export const EMAIL_CHANGE_LIMIT: RateRule = { limit: 5, windowSeconds: 60 * 60 };

/** The signed-in user's own profile and password (Settings screens). */
export function profileRoutes({ db, appKey, config }: Pick<RouteDeps, 'db' | 'appKey' | 'config'>) {
  const dataDir = config.DATA_DIR;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, AUTH_ENDPOINTS.updateProfile, {
      access: 'update:user:own',
      handler: async (request) => {
        const user = currentUser(request);
        const { name, email, locale, current_password } = request.body;
        if (email.toLowerCase() !== user.email.toLowerCase()) {
          await enforceRateLimit(db, `email-change:user:${user.id}`, EMAIL_CHANGE_LIMIT);
          await assertCurrentPassword(db, user, current_password);
          // The address itself changes only when the link sent to it is opened; an address
          // another account holds is answered the same, its owner told by e-mail.
          await requestEmailChange(db, user, email, appKey);
        }
        const sameEmail = email.toLowerCase() === user.email.toLowerCase() ? email : user.email;
        return toSessionUser(
          db,
          await updateOwnProfile(db, user, { name, email: sameEmail, locale }),
        );
      },
    });

    serveEndpoint(app, AUTH_ENDPOINTS.updatePassword, {
      access: 'update:user:own',
      handler: async (request) => {
        const user = currentUser(request);
        await assertCurrentPassword(db, user, request.body.current_password);
        await assertStrongPassword(db, request.body.password, { ...user, userId: user.id });
        await updatePasswordHash(db, user.id, await hashPassword(request.body.password));
        // Other devices signed in with the old password are signed out; this one stays.
        await revokeAllTokens(db, user.id, request.tokenId ?? undefined);
        if (user.passwordChangeRequired) await removeFirstAdminPasswordFile(dataDir);
        return { message: requestTranslator(request)('settings.password_updated') };
      },
    });

    // 'authenticated': a pending or suspended partner may still end their own sessions.
    serveEndpoint(app, PROFILE_SECURITY_ENDPOINTS.signOutEverywhere, {
      access: 'authenticated',
      handler: async (request) => {
        await signOutEverywhere(db, currentUser(request));
        return { message: requestTranslator(request)('profile-security.signed_out_everywhere') };
      },
    });
  };
}
