import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZMessageSchema,
  ZSessionUserSchema,
} from '../../shared/auth/auth.contract';
import type { Db } from '../db/client';
import { currentUser } from '../plugins/access';
import { toSessionUser } from '../users/users.queries';
import { login } from './login';
import { revokeToken } from './tokens';
import { requestTranslator } from '../i18n';

export function authRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/api/login',
      {
        config: { access: 'public' },
        schema: { body: ZLoginRequestSchema, response: { 200: ZLoginResponseSchema } },
      },
      async (request) => {
        const { user, token, expiresIn } = await login(db, { ...request.body, ip: request.ip });
        request.log.info({ userId: user.id }, 'signed in');
        return {
          token,
          token_type: 'bearer' as const,
          expires_in: expiresIn,
          user: await toSessionUser(db, user),
        };
      },
    );

    api.get(
      '/api/user',
      { config: { access: 'authenticated' }, schema: { response: { 200: ZSessionUserSchema } } },
      async (request) => toSessionUser(db, currentUser(request)),
    );

    // Public on purpose: signing out must succeed even when the token is already gone.
    api.post(
      '/api/logout',
      { config: { access: 'public' }, schema: { response: { 200: ZMessageSchema } } },
      async (request) => {
        if (request.bearerToken) await revokeToken(db, request.bearerToken);
        return { message: requestTranslator(request)('auth.signed_out') };
      },
    );
  };
}
