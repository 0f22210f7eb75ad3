import { z } from 'zod';
import { MARKETS } from '../markets/markets';
import { LEAD_STATUSES } from '../leads/pipeline';
import { emailField } from '../validation/fields';

/** Whose data a request is about: the applicant's e-mail, across leads of both markets. */
export const ZPrivacySubjectSchema = z.object({ email: emailField });

const ZSubjectLead = z.object({
  id: z.string(),
  reference: z.string(),
  market: z.enum(MARKETS),
  name: z.string(),
  status: z.enum(LEAD_STATUSES),
  created_at: z.string(),
});
export type TSubjectLead = z.infer<typeof ZSubjectLead>;

export const ZPrivacyLookupResponseSchema = z.object({ leads: z.array(ZSubjectLead) });

/**
 * An erasure names the leads the admin was shown: when another lead of the same person arrived
 * meanwhile, the answer is a 409 and nothing is erased, so nobody's data goes unseen.
 */
export const ZPrivacyErasureRequestSchema = ZPrivacySubjectSchema.extend({
  lead_ids: z
    .array(z.string().uuid({ message: 'validation.invalid_choice' }))
    .min(1, { message: 'validation.required' })
    .max(200, { message: 'validation.too_long' }),
});
export const ZPrivacyErasureResponseSchema = z.object({
  message: z.string(),
  references: z.array(z.string()),
});

export const PRIVACY_REQUEST_KINDS = ['export', 'erasure', 'retention'] as const;

export const ZPrivacyRequestListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(PRIVACY_REQUEST_KINDS),
      references: z.array(z.string()),
      actor: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

/** The retention setting's bounds: 0 is "never", else months after a lead was closed. */
export const RETENTION_MONTHS_MAX = 120;
