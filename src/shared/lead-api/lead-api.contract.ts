import { z } from 'zod';
import { keysetQueryFields } from '../api/keyset';
import { createLeadApiSchema } from '../leads/apply.contract';
import { LEAD_STATUSES } from '../leads/pipeline';
import { CURRENCIES, MARKETS } from '../markets/markets';

/**
 * The lead API v1 (issue 33): what another system sends and reads back with an API key.
 * The request is the guest form's (same fields, same rules, the live options checked on the
 * server); the answers name a lead by its reference, never by an internal id.
 */
// The guest contracts are zod/mini (decision 0064), which names a schema by registering it.
export const ZLeadApiRequestSchema = createLeadApiSchema().register(z.globalRegistry, {
  id: 'LeadApplication',
  description:
    'A lead: the fields of the guest form of its `variant`. `partner_id` is for a firm-wide key only.',
  examples: [
    {
      variant: 'apply-quick',
      market: 'AU',
      first_name: 'Ada',
      last_name: 'Nguyen',
      email: 'ada@example.com.au',
      mobile: '0412 345 678',
      amount: 50000,
      consent: true,
    },
  ],
});
export type TLeadApiRequest = z.input<typeof ZLeadApiRequestSchema>;

export const ZLeadApiReceiptSchema = z
  .object({
    /**
     * The lead's reference. A person whose lead is not yours (another partner's, or a direct
     * application) gets a reference of this enquiry, held for the firm: nothing says they exist.
     */
    reference: z.string(),
    /** True when the application joined the same person's lead of yours of the last 24 hours. */
    repeat: z.boolean(),
  })
  .meta({
    id: 'LeadReceipt',
    examples: [{ reference: 'AU-2026-000123', repeat: false }],
  });
export type TLeadApiReceipt = z.infer<typeof ZLeadApiReceiptSchema>;

export const ZLeadApiLeadSchema = z
  .object({
    reference: z.string(),
    /** Where the lead stands in the firm's pipeline. */
    stage: z.enum(LEAD_STATUSES),
    market: z.enum(MARKETS),
    amount: z.number().int(),
    currency: z.enum(CURRENCIES),
    business_name: z.string().nullable(),
    created_at: z.string(),
    stage_changed_at: z.string(),
  })
  .meta({
    id: 'Lead',
    examples: [
      {
        reference: 'AU-2026-000123',
        stage: 'contacted',
        market: 'AU',
        amount: 50000,
        currency: 'AUD',
        business_name: 'Nguyen Bakery Pty Ltd',
        created_at: '2026-11-20T01:02:03.000Z',
        stage_changed_at: '2026-11-21T04:05:06.000Z',
      },
    ],
  });
export type TLeadApiLead = z.infer<typeof ZLeadApiLeadSchema>;

export const ZLeadApiListQuerySchema = z.strictObject({ ...keysetQueryFields });
/** A page of leads for other systems: the rows and the next page's cursor (no count). */
export const ZLeadApiListResponseSchema = z
  .object({ data: z.array(ZLeadApiLeadSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'LeadPage' });

export const ZLeadApiReferenceParamsSchema = z.object({
  reference: z.string().trim().min(1).max(40),
});
