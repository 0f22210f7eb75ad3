import { endpoint } from '../api/endpoint';
import { ZMessageSchema } from '../auth/auth.contract';

/** The signed-in user's own sessions (issue 16 item 10). */
export const PROFILE_SECURITY_ENDPOINTS = {
  /** Revokes every token of the user, this device's too: the caller is signed out. */
  signOutEverywhere: endpoint({
    method: 'POST',
    path: '/api/settings/sign-out-everywhere',
    response: ZMessageSchema,
  }),
};
