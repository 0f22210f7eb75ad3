import { endpoint } from '../api/endpoint';
import {
  ZCheckResetTokenRequestSchema,
  ZCheckResetTokenResponseSchema,
  ZRequestPasswordResetRequestSchema,
  ZRequestPasswordResetResponseSchema,
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
} from './password-reset.contract';

/** A forgotten password: ask for a link by e-mail, then set a new password with it. */
export const PASSWORD_RESET_ENDPOINTS = {
  request: endpoint({
    method: 'POST',
    path: '/api/password/email',
    body: ZRequestPasswordResetRequestSchema,
    response: ZRequestPasswordResetResponseSchema,
  }),
  reset: endpoint({
    method: 'POST',
    path: '/api/password/reset',
    body: ZResetPasswordRequestSchema,
    response: ZResetPasswordResponseSchema,
  }),
  check: endpoint({
    method: 'POST',
    path: '/api/password/reset/check',
    body: ZCheckResetTokenRequestSchema,
    response: ZCheckResetTokenResponseSchema,
  }),
};
