import { endpoint } from '../api/endpoint';
import {
  ZLoginRequestSchema,
  ZMessageSchema,
  ZSessionUserSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from './auth.contract';
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
  currentUser: endpoint({ method: 'GET', path: '/api/user', response: ZSessionUserSchema }),
  logout: endpoint({ method: 'POST', path: '/api/logout', response: ZMessageSchema }),
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
