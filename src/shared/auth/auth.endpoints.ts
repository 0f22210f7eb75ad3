import { endpoint } from '../api/endpoint';
import {
  ZLoginRequestSchema,
  ZLoginResponseSchema,
  ZMessageSchema,
  ZSessionUserSchema,
  ZUpdatePasswordRequestSchema,
  ZUpdateProfileRequestSchema,
} from './auth.contract';

/** Sign-in, the session and the signed-in user's own settings. */
export const AUTH_ENDPOINTS = {
  login: endpoint({
    method: 'POST',
    path: '/api/login',
    body: ZLoginRequestSchema,
    response: ZLoginResponseSchema,
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
