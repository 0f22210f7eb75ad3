import { endpoint } from '../api/endpoint';
import { ZMessageSchema, ZSessionUserSchema } from './auth.contract';

/**
 * The session's own endpoints, apart from the other sign-in and account endpoints: every page
 * checks the session at start, and needs neither the sign-in schemas nor the second factor's
 * (decision 0064: a guest page's scripts stay within their budget).
 */
export const SESSION_ENDPOINTS = {
  currentUser: endpoint({ method: 'GET', path: '/api/user', response: ZSessionUserSchema }),
  logout: endpoint({ method: 'POST', path: '/api/logout', response: ZMessageSchema }),
};
