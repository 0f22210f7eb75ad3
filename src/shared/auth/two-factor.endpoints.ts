import { endpoint } from '../api/endpoint';
import { ZLoginResponseSchema, ZMessageSchema } from './auth.contract';
import {
  ZAddPasskeyRequestSchema,
  ZConfirmTotpRequestSchema,
  ZPasskeyOptionsRequestSchema,
  ZPasskeyOptionsSchema,
  ZPasskeyRegistrationOptionsSchema,
  ZPasskeySignInRequestSchema,
  ZIdParamsSchema,
  ZPasswordAndCodeRequestSchema,
  ZPasswordRequestSchema,
  ZRecoveryCodesSchema,
  ZSecondFactorRequestSchema,
  ZTotpEnrolmentSchema,
  ZTwoFactorStatusSchema,
} from './two-factor.contract';

/** Two-factor sign-in (issue 31 item 7, decision 0061). */
export const TWO_FACTOR_ENDPOINTS = {
  /** The code step of sign-in: completes the password step's challenge. */
  signIn: endpoint({
    method: 'POST',
    path: '/api/login/two-factor',
    body: ZSecondFactorRequestSchema,
    response: ZLoginResponseSchema,
  }),
  status: endpoint({
    method: 'GET',
    path: '/api/settings/two-factor',
    response: ZTwoFactorStatusSchema,
  }),
  /** A new authenticator secret, unconfirmed until a code from the app is typed. */
  startTotp: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/totp',
    response: ZTotpEnrolmentSchema,
  }),
  confirmTotp: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/totp/confirm',
    body: ZConfirmTotpRequestSchema,
    response: ZRecoveryCodesSchema,
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/recovery-codes',
    body: ZPasswordRequestSchema,
    response: ZRecoveryCodesSchema,
  }),
  disable: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/disable',
    body: ZPasswordAndCodeRequestSchema,
    response: ZMessageSchema,
  }),
  /** An admin resets a partner's second factor (audited; the partner is e-mailed). */
  resetPartner: endpoint({
    method: 'POST',
    path: '/api/partners/:id/two-factor-reset',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
  revokeDevice: endpoint({
    method: 'DELETE',
    path: '/api/settings/two-factor/devices/:id',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
  /** The passkey at the code step: WebAuthn options for the sign-in challenge (decision 0063). */
  passkeySignInOptions: endpoint({
    method: 'POST',
    path: '/api/login/two-factor/passkey/options',
    body: ZPasskeyOptionsRequestSchema,
    response: ZPasskeyOptionsSchema,
  }),
  passkeySignIn: endpoint({
    method: 'POST',
    path: '/api/login/two-factor/passkey',
    body: ZPasskeySignInRequestSchema,
    response: ZLoginResponseSchema,
  }),
  /** Adding a passkey: the password, then the browser's new credential with a name. */
  startPasskey: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/passkeys/options',
    // Adding a passkey starts with the password (decision 0063).
    body: ZPasswordRequestSchema,
    response: ZPasskeyRegistrationOptionsSchema,
  }),
  addPasskey: endpoint({
    method: 'POST',
    path: '/api/settings/two-factor/passkeys',
    body: ZAddPasskeyRequestSchema,
    response: ZMessageSchema,
  }),
  removePasskey: endpoint({
    method: 'DELETE',
    path: '/api/settings/two-factor/passkeys/:id',
    params: ZIdParamsSchema,
    response: ZMessageSchema,
  }),
};
