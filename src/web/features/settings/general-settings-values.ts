import type { z } from 'zod';
import { ZAppSettingsSchema, type AppSettings } from '../../../shared/settings/settings.contract';

/** The fields of the general settings screen, and their saved values. */
export const ZGeneralSettingsSchema = ZAppSettingsSchema.pick({
  app_name: true,
  theme_color: true,
  default_locale: true,
  notification_recipients: true,
  guest_link_lifetime_days: true,
  upload_max_mb: true,
  lead_aging_days: true,
  referral_attribution_days: true,
  two_factor_required_for_admins: true,
  payout_hold_days: true,
  document_chase_every_days: true,
  document_chase_max: true,
  task_digest_time: true,
  webhook_endpoints_max: true,
});
export type GeneralSettings = z.infer<typeof ZGeneralSettingsSchema>;

export const generalOf = (settings: AppSettings): GeneralSettings => ({
  app_name: settings.app_name,
  theme_color: settings.theme_color,
  default_locale: settings.default_locale,
  notification_recipients: settings.notification_recipients,
  guest_link_lifetime_days: settings.guest_link_lifetime_days,
  upload_max_mb: settings.upload_max_mb,
  lead_aging_days: settings.lead_aging_days,
  referral_attribution_days: settings.referral_attribution_days,
  two_factor_required_for_admins: settings.two_factor_required_for_admins,
  payout_hold_days: settings.payout_hold_days,
  document_chase_every_days: settings.document_chase_every_days,
  document_chase_max: settings.document_chase_max,
  task_digest_time: settings.task_digest_time,
  webhook_endpoints_max: settings.webhook_endpoints_max,
});
