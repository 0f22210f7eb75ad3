import { z } from 'zod/mini';
import { MARKETS } from '../markets/markets';
import { newPasswordField } from '../validation/fields';
import {
  businessNumberField,
  emailField,
  marketField,
  mobileField,
  nameField,
  requiredTextField,
  spamFields,
} from '../leads/lead-fields';
import { checkMarketRules } from '../leads/lead-market-rules';
import { EVEN_WITH_OTHER_ERRORS } from '../validation/every-error';

/**
 * POST /api/join (also the `register` screen): a partner signs up and waits for approval.
 * `zod/mini`, as validation/fields.ts says why.
 */
export const ZJoinRequestSchema = z
  .strictObject({
    name: nameField,
    email: emailField,
    mobile: mobileField,
    company: requiredTextField(200),
    market: marketField,
    business_number: businessNumberField,
    password: newPasswordField,
    password_confirmation: z.string().check(z.maxLength(1024, { message: 'validation.too_long' })),
    ...spamFields,
  })
  .check(
    z.superRefine((value, ctx) => {
      checkMarketRules(value, ctx);
      if (value.password !== value.password_confirmation) {
        ctx.addIssue({
          code: 'custom',
          path: ['password_confirmation'],
          message: 'validation.password_confirmation',
        });
      }
    }, EVEN_WITH_OTHER_ERRORS),
  );
export type TJoinRequest = z.input<typeof ZJoinRequestSchema>;

export const ZJoinResponseSchema = z.object({ message: z.string() });

/** GET /api/join/options: the markets and a fresh `form_token`. */
export const ZJoinOptionsResponseSchema = z.object({
  markets: z.array(z.object({ code: z.enum(MARKETS), business_number: z.enum(['ABN', 'NZBN']) })),
  form_token: z.string(),
  min_fill_seconds: z.number(),
});
export type TJoinOptionsResponse = z.infer<typeof ZJoinOptionsResponseSchema>;
