import { z } from 'zod';
import { businessNumberField, marketField, mobileField, nameField } from '../leads/lead-fields';
import { checkMarketRules } from '../leads/lead-market-rules';
import { emailField, requiredText } from '../validation/fields';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';

/**
 * POST /api/partners/invite (issue 16): an admin invites a partner by e-mail. Mobile and
 * business number may wait for the partner; when given they follow the market's rules.
 */
export const ZInvitePartnerRequestSchema = z
  .strictObject({
    name: nameField,
    email: emailField,
    company: requiredText(200),
    market: marketField,
    mobile: z.union([z.optional(mobileField), z.literal('')]),
    business_number: z.union([z.optional(businessNumberField), z.literal('')]),
  })
  .superRefine((value, ctx) => checkMarketRules(value, ctx), EVEN_WITH_OTHER_ERRORS);
export type TInvitePartnerRequest = z.input<typeof ZInvitePartnerRequestSchema>;
export type TInvitePartner = z.output<typeof ZInvitePartnerRequestSchema>;

export const ZInvitePartnerResponseSchema = z.object({ message: z.string(), id: z.string() });
