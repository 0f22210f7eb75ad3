import { z } from 'zod';
import { LEAD_UPDATE_LEVELS } from './lead-updates';

/** A partner's choice of e-mails about their leads (docs/decisions/0055). */
export const ZLeadUpdatesSchema = z.object({
  lead_updates: z.enum(LEAD_UPDATE_LEVELS, { message: 'validation.invalid_choice' }),
});
export type TLeadUpdates = z.infer<typeof ZLeadUpdatesSchema>;

export const ZSaveLeadUpdatesResponseSchema = ZLeadUpdatesSchema.extend({ message: z.string() });

/**
 * Who the notification-recipients setting reaches when it lists nobody: every active admin.
 * The settings screen says so with the number, so the setting never claims "nobody".
 */
export const ZNotificationAudienceSchema = z.object({ active_admins: z.number().int() });
export type TNotificationAudience = z.infer<typeof ZNotificationAudienceSchema>;
