import { z } from 'zod';
import { CURRENCIES, MARKETS } from '../markets/markets';
import { LEAD_SOURCES } from './lead-sources';
import { LEAD_STATUSES } from './pipeline';
import { OUTBOX_STATES } from '../mail/outbox-states';
import { TIMELINE_ACTORS } from './timeline';

export const ZLeadIdParamsSchema = z.object({ id: z.uuid() });
export const ZLeadEmailParamsSchema = z.object({ id: z.uuid(), emailId: z.uuid() });

const ZPerson = z.object({ id: z.string(), name: z.string() });
const ZChoice = z.object({ value: z.string(), label: z.string() });

/** Everything an admin sees of a lead, and what they can do with it next. */
export const ZLeadDetailResponseSchema = z.object({
  id: z.string(),
  reference: z.string(),
  market: z.enum(MARKETS),
  source: z.enum(LEAD_SOURCES),
  status: z.enum(LEAD_STATUSES),
  version: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  business_name: z.string().nullable(),
  business_structure: z.string().nullable(),
  business_number: z.string().nullable(),
  industry: z.string().nullable(),
  time_trading: z.string().nullable(),
  annual_revenue: z.number().nullable(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  purpose: z.string().nullable(),
  term_months: z.number().int().nullable(),
  region: z.string().nullable(),
  locale: z.string(),
  partner: z.object({ id: z.string(), company: z.string() }).nullable(),
  assigned_to: ZPerson.nullable(),
  created_at: z.string(),
  status_changed_at: z.string(),
  last_activity_at: z.string(),
  consent_at: z.string(),
  aging: z.boolean(),
  aging_days: z.number().int(),
  /** The statuses this lead may move to now (the pipeline's rule, reopen included). */
  allowed_moves: z.array(z.enum(LEAD_STATUSES)),
  /** Reasons to pick from when declining or withdrawing (active options). */
  reasons: z.object({ declined: z.array(ZChoice), withdrawn: z.array(ZChoice) }),
  /** Active admins, for assignment. */
  admins: z.array(ZPerson),
});

export const ZChangeStatusRequestSchema = z.object({
  version: z.number().int().positive(),
  status: z.enum(LEAD_STATUSES),
  reason: z.string().trim().max(64).optional(),
  note: z.string().trim().max(2000).optional(),
});

export const ZAssignLeadRequestSchema = z.object({
  version: z.number().int().positive(),
  assigned_to: z.uuid().nullable(),
});

export const ZAddNoteRequestSchema = z.object({
  text: z.string().trim().min(1, { message: 'validation.required' }).max(5000),
});

export const ZLeadChangedResponseSchema = z.object({
  version: z.number().int(),
  status: z.enum(LEAD_STATUSES),
});

const ZTimelineEvent = z.object({
  kind: z.literal('event'),
  id: z.string(),
  type: z.string(),
  actor: z.object({ type: z.enum(TIMELINE_ACTORS), name: z.string().nullable() }),
  data: z.record(z.string(), z.unknown()),
  at: z.string(),
});
const ZTimelineEmail = z.object({
  kind: z.literal('email'),
  id: z.string(),
  template: z.string(),
  recipient: z.string(),
  status: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
  at: z.string(),
});

/** The lead's story, newest first: every event and every e-mail with its delivery state. */
export const ZLeadTimelineResponseSchema = z.object({
  entries: z.array(z.discriminatedUnion('kind', [ZTimelineEvent, ZTimelineEmail])),
});

export type TLeadDetail = z.infer<typeof ZLeadDetailResponseSchema>;
export type TTimelineEntry = z.infer<typeof ZLeadTimelineResponseSchema>['entries'][number];
