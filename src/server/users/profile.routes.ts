import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZMessageSchema,
  ZSessionUserSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from '../../shared/auth/auth.contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeAllTokens } from '../auth/tokens';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fieldError } from '../errors';
import { requestTranslator } from '../i18n';
import { currentUser } from '../plugins/access';
import { toSessionUser } from './users.queries';

/** The signed-in user's own profile and password (Settings screens). */
export function profileRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.patch(
      '/api/settings/profile',
      {
        config: { access: 'update:user:own' },
        schema: { body: ZUpdateProfileRequestSchema, response: { 200: ZSessionUserSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        const { name, email, locale } = request.body;
        const taken = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)))
          .limit(1);
        if (taken.length > 0) throw fieldError('email', 'auth.email_taken');

        const emailChanged = email.toLowerCase() !== user.email.toLowerCase();
        const [updated] = await db
          .update(users)
          .set({
            name,
            email,
            locale,
            // A new address has not been verified yet.
            ...(emailChanged ? { emailVerifiedAt: null } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id))
          .returning();
        return toSessionUser(db, updated ?? user);
      },
    );

    api.patch(
      '/api/settings/password',
      {
        config: { access: 'update:user:own' },
        schema: { body: ZUpdatePasswordRequestSchema, response: { 200: ZMessageSchema } },
      },
      async (request) => {
        const user = currentUser(request);
        if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
          throw fieldError('current_password', 'auth.current_password_wrong');
        }
        await db
          .update(users)
          .set({ passwordHash: await hashPassword(request.body.password), updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        // Other devices signed in with the old password are signed out; this one stays.
        await revokeAllTokens(db, user.id, request.tokenId ?? undefined);
        return { message: requestTranslator(request)('settings.password_updated') };
      },
    );
  };
}
