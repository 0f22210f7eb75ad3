import { z } from 'zod';
import { LEAD_STATUSES } from './pipeline';

/** One request changes at most a page of the largest size. */
const BULK_MAX_LEADS = 100;

const leadIds = z
  .array(z.uuid({ message: 'validation.invalid_format' }))
  .min(1, { message: 'validation.required' })
  .max(BULK_MAX_LEADS, { message: 'validation.too_long' });

/**
 * Closing a lead (declined, withdrawn) says why; the timeline keeps the reason. Settled is
 * refused: its figures are each lead's own.
 */
export const ZBulkStatusRequestSchema = z
  .strictObject({
    ids: leadIds,
    status: z.enum(LEAD_STATUSES, { message: 'validation.invalid_choice' }),
    reason: z.string().trim().max(64, { message: 'validation.too_long' }).optional(),
  })
  .superRefine((value, ctx) => {
    // Settling asks for each lead's amount, lender and day (decision 0054): one at a time.
    if (value.status === 'settled') {
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'settlement-validation.not_in_bulk',
      });
    }
    if ((value.status === 'declined' || value.status === 'withdrawn') && !value.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.required' });
    }
  });

/** `assigned_to: null` takes the leads off anyone's desk. */
export const ZBulkAssignRequestSchema = z.strictObject({
  ids: leadIds,
  assigned_to: z.uuid({ message: 'validation.invalid_format' }).nullable(),
});

/** Each lead asked for: changed, or refused with the reason in the caller's language. */
export const ZBulkResultResponseSchema = z.object({
  changed: z.array(z.object({ id: z.uuid(), reference: z.string() })),
  refused: z.array(
    z.object({ id: z.string(), reference: z.string().nullable(), reason: z.string() }),
  ),
});
export type TBulkResult = z.output<typeof ZBulkResultResponseSchema>;

/** Who a lead may be assigned to: the active admins. */
export const ZLeadAssigneesResponseSchema = z.object({
  admins: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
