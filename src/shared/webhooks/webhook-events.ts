/**
 * The events a webhook endpoint may subscribe to (issue 33, item 3), named as the Standard
 * Webhooks convention suggests (`entity.action`). Written once: the database, the contract,
 * the worker and the settings screen read this list.
 */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.stage_changed',
  'term_sheet.accepted',
  'document.uploaded',
  'application.submitted',
  'commission.approved',
  'commission.paid',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

/**
 * `owner`: turned off on purpose; `failing`: the worker turned it off after days of failures;
 * `timing_out`: the worker paused it after deliveries in a row got no answer (decision 0089).
 */
export const WEBHOOK_DISABLED_REASONS = ['owner', 'failing', 'timing_out'] as const;

/** Timeline event types (lead_events.type) that are webhook events. */
export const WEBHOOK_EVENT_OF_LEAD_EVENT: Readonly<Record<string, WebhookEvent>> = {
  created: 'lead.created',
  status_changed: 'lead.stage_changed',
  term_sheet_accepted: 'term_sheet.accepted',
  document_uploaded: 'document.uploaded',
  application_submitted: 'application.submitted',
};
