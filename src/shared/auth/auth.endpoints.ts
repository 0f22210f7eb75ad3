import { endpoint } from '../api/endpoint';
import {
  ZLoginRequestSchema,
  ZMessageSchema,
  ZSessionUserSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from './auth.contract';
import { SESSION_ENDPOINTS } from './session.endpoints';
import { ZSignInResponseSchema } from './two-factor.contract';

/** Sign-in, the session and the signed-in user's own settings. */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: ZLoginRequestSchema,
    /** A session, or "second factor needed" (decision 0061). */
    response: ZSignInResponseSchema,
  }),
  ...SESSION_ENDPOINTS,
  updateProfile: endpoint({
    method: 'PATCH',
    path: '/api/settings/profile',
    body: ZUpdateProfileRequestSchema,
    response: ZSessionUserSchema,
  }),
  updatePassword: endpoint({
    method: 'PATCH',
    path: '/api/settings/password',
    body: ZUpdatePasswordRequestSchema,
    response: ZMessageSchema,
  }),
};
