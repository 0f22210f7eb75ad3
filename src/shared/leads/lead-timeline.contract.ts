import { z } from 'zod';
import { OUTBOX_STATES } from '../mail/outbox-states';
import { TIMELINE_ACTORS } from './timeline';

/** Event types (lead_events.type) the timeline words; any other shows as its raw type. */
export const LEAD_EVENT_TYPES = [
  'created',
  'repeat_enquiry',
  'updated',
  'status_changed',
  'assigned',
  'note',
  'email_resent',
  'guest_link_sent',
  'guest_link_opened',
  'guest_link_revoked',
  'term_sheet_saved',
  'term_sheet_viewed',
  'term_sheet_accepted',
  'term_sheet_declined',
  'documents_requested',
  'document_uploaded',
  'document_reviewed',
  'commission_created',
  'commission_paid',
  'application_submitted',
  'privacy_erased',
  'redacted',
] as const;

export const TIMELINE_PAGE_SIZE = 50;

export const ZLeadTimelineQuerySchema = z.object({
  /** Opaque: the `next_cursor` of the previous page. */
  cursor: z.string().max(500).optional(),
});

const ZTimelineEvent = z.object({
  kind: z.literal('event'),
  id: z.string(),
  at: z.string(),
  /** Free text in the database: guest actions and future features add their own types. */
  type: z.string(),
  actor: z.object({ type: z.enum(TIMELINE_ACTORS), name: z.string().nullable() }),
  data: z.record(z.string(), z.unknown()),
});

const ZTimelineEmail = z.object({
  kind: z.literal('email'),
  id: z.string(),
  at: z.string(),
  template: z.string(),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** An admin's e-mail to the applicant (decision 0076): its subject and who wrote it. */
  subject: z.string().nullable().optional(),
  sender_name: z.string().nullable().optional(),
});

/** Newest first: the lead's events and its e-mails with their outbox state, one keyset page. */
export const ZLeadTimelineResponseSchema = z.object({
  data: z.array(z.discriminatedUnion('kind', [ZTimelineEvent, ZTimelineEmail])),
  next_cursor: z.string().nullable(),
});
export type TTimelineItem = z.infer<typeof ZLeadTimelineResponseSchema>['data'][number];

/** A field's change in an `updated` event. */
