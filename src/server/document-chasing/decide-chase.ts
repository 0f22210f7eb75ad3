import type { TDocumentChase } from '../../shared/document-chasing/document-chasing.contract';
import { isOpenStatus } from '../../shared/leads/pipeline';
import { MARKET_INFO } from '../../shared/markets/markets';
import type { AppSettings } from '../../shared/settings/settings.contract';
import type { ChaseFacts } from './document-chasing.queries';
import { dayIn } from '../lib/zoned-day';
import { reminderDueAt } from './reminder-due-at';

export type ChaseSettings = Pick<AppSettings, 'document_chase_every_days' | 'document_chase_max'>;

/**
 * Where the chase of a lead stands at `now`: the next reminder's time, or why none will go.
 * The reasons are checked in the order an admin would look for them; the sender and the lead
 * screen both read this, so the screen never promises a reminder the round would not send.
 */
export function decideChase(facts: ChaseFacts, settings: ChaseSettings, now: Date): TDocumentChase {
  const { lead, link } = facts;
  const everyDays = settings.document_chase_every_days[lead.market];
  const max = settings.document_chase_max[lead.market];
  const base = {
    every_days: everyDays,
    max,
    sent: facts.sent,
    last_sent_at: facts.lastSentAt?.toISOString() ?? null,
    market: lead.market,
    next_at: null,
    next_on: null,
    paused_at: facts.pause?.pausedAt.toISOString() ?? null,
    paused_by: facts.pause?.pausedBy ?? null,
  };
  const stopped = (state: Exclude<TDocumentChase['state'], 'scheduled'>): TDocumentChase => ({
    ...base,
    state,
  });
  if (everyDays === 0) return stopped('off');
  if (lead.closed || !isOpenStatus(lead.status)) return stopped('lead_closed');
  if (!link) return stopped('no_link');
  if (link.revokedAt) return stopped('link_revoked');
  if (link.expiresAt <= now) return stopped('link_expired');
  if (facts.outstanding === 0) return stopped('nothing_outstanding');
  if (facts.pause) return stopped('paused');
  if (facts.sent >= max) return stopped('limit_reached');
  const { timeZone } = MARKET_INFO[lead.market];
  const nextAt = reminderDueAt(facts.lastSentAt ?? link.createdAt, everyDays, timeZone);
  if (nextAt >= link.expiresAt) return stopped('link_ends_first');
  return {
    ...base,
    state: 'scheduled',
    next_at: nextAt.toISOString(),
    next_on: dayIn(nextAt, timeZone),
  };
}
