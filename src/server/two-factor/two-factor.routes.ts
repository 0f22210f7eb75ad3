import type { FastifyInstance, FastifyReply } from 'fastify';
import { TWO_FACTOR_ENDPOINTS as E } from '../../shared/auth/two-factor.endpoints';
import { answerSession, rememberedDeviceOf } from '../auth/auth.routes';
import type { UserRow } from '../auth/tokens';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentUser } from '../plugins/access';
import { readSettings } from '../settings/app-settings';
import { completeTwoFactorSignIn } from './complete-two-factor-sign-in';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { disableTwoFactor } from './disable-two-factor';
import { regenerateRecoveryCodes } from './regenerate-recovery-codes';
import {
  currentDeviceId,
  DEVICE_COOKIE,
  DEVICE_COOKIE_PATH,
  REMEMBER_DEVICE_SECONDS,
  rememberDevice,
  revokeRememberedDevice,
} from './remembered-device';
import { resetPartnerSecondFactor } from './reset-partner-second-factor';
import { startTotpEnrolment } from './start-totp-enrolment';
import { twoFactorStatus } from './two-factor-status';
import { completePasskeySignIn, passkeySignInOptions } from './passkey-sign-in';
import { addPasskey, removePasskey, startPasskeyRegistration } from './register-passkey';
import { relyingPartyOf } from './webauthn-relying-party';
import type { RouteDeps } from '../lib/route-deps';

/** Two-factor sign-in: the code step, and the signed-in user's own Two-factor settings (0061). */
export function twoFactorRoutes({
  db,
  config,
  appKey,
}: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const rp = relyingPartyOf(config);
  return async (app: FastifyInstance) => {
    const deviceCookie = (reply: FastifyReply, value: string) =>
      reply.setCookie(DEVICE_COOKIE, value, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: app.secureCookies,
        maxAge: REMEMBER_DEVICE_SECONDS,
      });

    /** Remembers this browser when asked, then opens the session as the password step would. */
    const finish = async (
      reply: FastifyReply,
      session: { user: UserRow; token: string; expiresIn: number; remember: boolean },
      rememberDeviceAsked: boolean,
      userAgent: string | undefined,
    ) => {
      if (rememberDeviceAsked)
        deviceCookie(reply, await rememberDevice(db, appKey, session.user.id, userAgent));
      return answerSession(db, reply, session, session.remember);
    };

    serveEndpoint(app, E.signIn, {
      access: 'public',
      handler: async (request, reply) => {
        const session = await completeTwoFactorSignIn(
          db,
          appKey,
          { challenge: request.body.challenge, code: request.body.code, ip: request.ip },
          config.LOGIN_RATE_LIMIT_PER_IP,
        );
        request.log.info({ userId: session.user.id }, 'signed in with a second factor');
        return finish(reply, session, request.body.remember_device, request.headers['user-agent']);
      },
    });

    // 'authenticated': an admin who must enrol, or a pending partner, may still secure the account.
    serveEndpoint(app, E.status, {
      access: 'authenticated',
      handler: async (request) => {
        const user = currentUser(request);
        const device = rememberedDeviceOf(request, appKey);
        return twoFactorStatus(db, user, await currentDeviceId(db, user.id, device));
      },
    });

    serveEndpoint(app, E.startTotp, {
      access: 'authenticated',
      handler: async (request) => {
        const { app_name } = await readSettings(db, ['app_name'], config);
        return startTotpEnrolment(db, appKey, currentUser(request), app_name);
      },
    });

    serveEndpoint(app, E.confirmTotp, {
      access: 'authenticated',
      handler: async (request) => {
        const user = currentUser(request);
        const codes = await confirmTotpEnrolment(db, appKey, user, {
          code: request.body.code,
          keepTokenId: request.tokenId,
        });
        request.log.info({ userId: user.id }, 'two-factor sign-in turned on');
        return { recovery_codes: codes };
      },
    });

    serveEndpoint(app, E.regenerateRecoveryCodes, {
      access: 'authenticated',
      handler: async (request) => ({
        recovery_codes: await regenerateRecoveryCodes(
          db,
          currentUser(request),
          request.body.current_password,
        ),
      }),
    });

    serveEndpoint(app, E.disable, {
      access: 'authenticated',
      handler: async (request, reply) => {
        const user = currentUser(request);
        await disableTwoFactor(db, appKey, user, request.body);
        reply.clearCookie(DEVICE_COOKIE, { path: DEVICE_COOKIE_PATH });
        request.log.info({ userId: user.id }, 'two-factor sign-in turned off');
        return { message: requestTranslator(request)('two-factor-settings.disabled') };
      },
    });

    serveEndpoint(app, E.resetPartner, {
      access: 'update:partner:any',
      handler: async (request) => {
        await resetPartnerSecondFactor(db, currentUser(request).id, request.params.id);
        return { message: requestTranslator(request)('two-factor-settings.reset_done') };
      },
    });

    serveEndpoint(app, E.revokeDevice, {
      access: 'authenticated',
      handler: async (request) => {
        await revokeRememberedDevice(db, currentUser(request), request.params.id);
        return { message: requestTranslator(request)('two-factor-settings.device_revoked') };
      },
    });

    serveEndpoint(app, E.passkeySignInOptions, {
      access: 'public',
      handler: async (request) =>
        passkeySignInOptions(
          db,
          { challenge: request.body.challenge, ip: request.ip },
          config.LOGIN_RATE_LIMIT_PER_IP,
          rp,
        ),
    });

    serveEndpoint(app, E.passkeySignIn, {
      access: 'public',
      handler: async (request, reply) => {
        const session = await completePasskeySignIn(
          db,
          { challenge: request.body.challenge, response: request.body.response, ip: request.ip },
          config.LOGIN_RATE_LIMIT_PER_IP,
          rp,
        );
        request.log.info({ userId: session.user.id }, 'signed in with a passkey');
        return finish(reply, session, request.body.remember_device, request.headers['user-agent']);
      },
    });

    serveEndpoint(app, E.startPasskey, {
      access: 'authenticated',
      handler: async (request) => {
        const { app_name } = await readSettings(db, ['app_name'], config);
        return startPasskeyRegistration(db, currentUser(request), request.body.current_password, {
          ...rp,
          name: app_name,
        });
      },
    });

    serveEndpoint(app, E.addPasskey, {
      access: 'authenticated',
      handler: async (request) => {
        await addPasskey(db, currentUser(request), request.body, rp);
        return { message: requestTranslator(request)('two-factor-settings.passkey_added') };
      },
    });

    serveEndpoint(app, E.removePasskey, {
      access: 'authenticated',
      handler: async (request) => {
        await removePasskey(db, currentUser(request), request.params.id);
        return { message: requestTranslator(request)('two-factor-settings.passkey_removed') };
      },
    });
  };
}
