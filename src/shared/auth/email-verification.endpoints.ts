import { endpoint } from '../api/endpoint';
import {
  ZResendVerificationRequestSchema,
  ZResendVerificationResponseSchema,
  ZVerifyEmailRequestSchema,
  ZVerifyEmailResponseSchema,
} from './email-verification.contract';

/** Proving an e-mail address: the link's check, and a new link. */
export const EMAIL_VERIFICATION_ENDPOINTS = {
  verify: endpoint({
    method: 'POST',
    path: '/api/email/verify',
    body: ZVerifyEmailRequestSchema,
    response: ZVerifyEmailResponseSchema,
  }),
  resend: endpoint({
    method: 'POST',
    path: '/api/email/resend',
    body: ZResendVerificationRequestSchema,
    response: ZResendVerificationResponseSchema,
  }),
};
