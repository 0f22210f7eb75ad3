import { z } from 'zod/mini';
import { ZLoginResponseSchema } from './auth.contract';
import { requiredText } from '../validation/fields';

/** How a second factor may be given at sign-in (decision 0061). */
const SECOND_FACTOR_METHODS = ['totp', 'recovery', 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

export const RECOVERY_CODE_COUNT = 10;
/** "Remember this device": the second factor is not asked again on it for this long. */
export const REMEMBER_DEVICE_DAYS = 30;

const code = requiredText(40);
const password = z
  .string()
  .check(
    z.minLength(1, { message: 'validation.required' }),
    z.maxLength(1024, { message: 'validation.too_long' }),
  );
const challenge = z.string().check(z.minLength(1), z.maxLength(200));

/** The password step's answer when a second factor is enrolled: no session yet. */
export const ZSecondFactorNeededSchema = z.object({
  two_factor_required: z.literal(true),
  /** Short-lived, single use, stored hashed: it proves the password step, nothing more. */
  challenge: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
});
export type TSecondFactorNeeded = z.infer<typeof ZSecondFactorNeededSchema>;

/** POST /api/login answers a session, or asks for the second factor. */
export const ZSignInResponseSchema = z.union([ZLoginResponseSchema, ZSecondFactorNeededSchema]);

/** The code step: an authenticator code or a recovery code, in one field. */
export const ZSecondFactorRequestSchema = z.strictObject({
  challenge,
  code,
  remember_device: z._default(z.optional(z.boolean()), false),
});

export const ZTotpEnrolmentSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url`, as an SVG data URL. */
  qr_code: z.string(),
});

export const ZConfirmTotpRequestSchema = z.strictObject({ code });

export const ZRecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** The current password, named as on the other settings forms (auth/current-password.ts). */
export const ZPasswordAndCodeRequestSchema = z.strictObject({ current_password: password, code });
export const ZPasswordRequestSchema = z.strictObject({ current_password: password });

export const ZTwoFactorStatusSchema = z.object({
  totp_enabled: z.boolean(),
  /** An admin whose firm requires a second factor and who has none yet. */
  enrolment_required: z.boolean(),
  recovery_codes_left: z.int(),
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      created_at: z.string(),
      last_used_at: z.nullable(z.string()),
    }),
  ),
  remembered_devices: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      created_at: z.string(),
      expires_at: z.string(),
      current: z.boolean(),
    }),
  ),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatusSchema>;

export const ZIdParamsSchema = z.object({ id: z.uuid({ message: 'validation.invalid_choice' }) });

/** WebAuthn's JSON as @simplewebauthn/browser gives and takes it; SimpleWebAuthn checks it. */
const webauthnJson = z.record(z.string(), z.unknown(), { message: 'validation.required' });

export const ZPasskeyRegistrationOptionsSchema = z.object({
  /** Single use, stored hashed: ties the browser's answer to these options. */
  registration: z.string(),
  options: webauthnJson,
});
export const ZAddPasskeyRequestSchema = z.strictObject({
  registration: challenge,
  name: requiredText(60),
  response: webauthnJson,
});

/** The passkey at the code step: options for the sign-in challenge, then the browser's answer. */
export const ZPasskeyOptionsRequestSchema = z.strictObject({ challenge });
export const ZPasskeyOptionsSchema = z.object({ options: webauthnJson });
export const ZPasskeySignInRequestSchema = z.strictObject({
  challenge,
  response: webauthnJson,
  remember_device: z._default(z.optional(z.boolean()), false),
});
