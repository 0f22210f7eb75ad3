import { sql, type SQL } from 'drizzle-orm';
import {
  WEBHOOK_EVENT_OF_LEAD_EVENT,
  type WebhookEvent,
} from '../../shared/webhooks/webhook-events';
import type { DbOrTx } from '../db/transaction';

/** The payload's time, as the spec's examples write it (UTC, milliseconds, `Z`). */
const payloadTime = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Endpoints that take `event` (SQL text): enabled, subscribed, and the firm's or the partner's. */
const subscribed = (event: SQL, partnerId: SQL) =>
  sql`e.enabled and e.events @> jsonb_build_array(${event})
      and (e.partner_id is null or e.partner_id = ${partnerId})`;

/**
 * A partner's payload holds what their lead screen shows (leads/lead-list-items.ts toListItem),
 * no contact details; the firm's adds contact, source, partner and the timeline event's data.
 */
const partnerLead = sql`jsonb_build_object(
  'lead_id', l.id, 'reference', l.reference, 'market', l.market, 'status', l.status,
  'first_name', l.first_name, 'last_name', l.last_name, 'business_name', l.business_name,
  'amount', l.amount, 'currency', l.currency)`;

/** What of a timeline event's data a partner sees: a stage change's two stages, as their screen. */
function partnerDetails(event: WebhookEvent, data: Record<string, unknown>) {
  if (event !== 'lead.stage_changed') return {};
  return { from: data.from ?? null, to: data.to ?? null };
}

/** The event's data for the firm, without the applicant's network address and browser. */
function firmDetails(data: Record<string, unknown>) {
  const { ip: _ip, user_agent: _userAgent, ...rest } = data;
  return rest;
}

interface LeadEventOfWebhook {
  leadId: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * Queues the webhook deliveries of lead timeline events inside the caller's transaction
 * (transactional outbox, decision 0068): they exist if and only if the events were committed.
 * One statement for all of them, however many (an import chunk's thousand `created` events,
 * decision 0086), one row per event and subscribed endpoint; events that are no webhook event
 * cost nothing.
 */
export async function enqueueLeadWebhooks(
  tx: DbOrTx,
  events: readonly LeadEventOfWebhook[],
): Promise<void> {
  const queued = events.flatMap((event) => {
    const webhookEvent = WEBHOOK_EVENT_OF_LEAD_EVENT[event.type];
    if (!webhookEvent) return [];
    return [
      {
        leadId: event.leadId,
        webhookEvent,
        forPartner: JSON.stringify(partnerDetails(webhookEvent, event.data)),
        forFirm: JSON.stringify({ event: firmDetails(event.data) }),
      },
    ];
  });
  if (queued.length === 0) return;
  const column = (pick: (each: (typeof queued)[number]) => string) =>
    sql`${sql.param(queued.map(pick))}::text[]`;
  await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_type, lead_id, payload)
    select e.id, q.event, l.id, jsonb_build_object(
      'type', q.event,
      'timestamp', ${payloadTime},
      'data', ${partnerLead} || case when e.partner_id is null
        then jsonb_build_object('email', l.email, 'mobile', l.mobile, 'source', l.source,
               'partner_id', l.partner_id) || q.for_firm::jsonb
        else q.for_partner::jsonb end)
    from unnest(${column((each) => each.leadId)}, ${column((each) => each.webhookEvent)},
                ${column((each) => each.forPartner)}, ${column((each) => each.forFirm)})
           as q(lead_id, event, for_partner, for_firm)
    join leads l on l.id = q.lead_id::uuid
    join webhook_endpoints e on ${subscribed(sql`q.event`, sql`l.partner_id`)}`);
}

/**
 * Queues `commission.approved` or `commission.paid` for the commissions moved, inside the
 * payment run's transaction. A partner's endpoint hears of their own commissions only, and
 * only while the firm shows them their commissions.
 */
export async function enqueueCommissionWebhooks(
  tx: DbOrTx,
  ids: string[],
  status: 'approved' | 'paid',
): Promise<void> {
  if (ids.length === 0) return;
  const event: WebhookEvent = status === 'approved' ? 'commission.approved' : 'commission.paid';
  await tx.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_type, lead_id, payload)
    select e.id, ${event}, c.lead_id, jsonb_build_object(
      'type', ${event}::text,
      'timestamp', ${payloadTime},
      'data', jsonb_build_object('commission_id', c.id, 'lead_id', c.lead_id,
        'reference', l.reference, 'market', c.market, 'amount', c.amount,
        'currency', c.currency, 'status', ${status}::text))
    from commissions c
    join leads l on l.id = c.lead_id
    join partners p on p.id = c.partner_id
    join webhook_endpoints e on ${subscribed(sql`${event}::text`, sql`c.partner_id`)}
      and (e.partner_id is null or p.show_commissions)
    where c.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
