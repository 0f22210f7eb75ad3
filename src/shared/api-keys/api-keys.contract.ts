import { z } from 'zod';
import { reauthenticationFields } from '../auth/reauthentication.contract';
import { API_KEY_SCOPES } from './api-key-scopes';

/** One key as its owner's settings list it: never the key itself, only its visible start. */
export const ZApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters (`lr_live_ab12cd`), to tell keys apart. */
    prefix: z.string(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** The partner the key's leads are credited to; null: a firm-wide (admin) key. */
    partner: z.object({ id: z.string(), company: z.string() }).nullable(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKeySchema>;

export const ZApiKeyListResponseSchema = z.object({ data: z.array(ZApiKeySchema) });

export const ZCreateApiKeyRequestSchema = z.strictObject({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(80, { message: 'validation.too_long' }),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { message: 'validation.invalid_choice' }), {
      message: 'api-keys-validation.scopes_required',
    })
    .min(1, { message: 'api-keys-validation.scopes_required' })
    .max(API_KEY_SCOPES.length, { message: 'validation.invalid_choice' })
    .refine((scopes) => new Set(scopes).size === scopes.length, {
      message: 'validation.invalid_choice',
    }),
  ...reauthenticationFields,
});
export type TCreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequestSchema>;

/** The new key, in full, in this answer only: it is stored hashed and never shown again. */
export const ZCreateApiKeyResponseSchema = z.object({
  key: ZApiKeySchema,
  secret: z.string(),
});

export const ZApiKeyParamsSchema = z.object({
  id: z.uuid({ message: 'validation.invalid' }),
});
