import { recordAudit } from '../audit/record-audit';
import type { Tx } from '../db/transaction';
import { addLeadEvent, type LeadEventInput } from './leads.queries';

type PartnerRef = { id: string; company: string } | null;

/**
 * A lead's credited partner changed: the timeline says so and so does the audit list (issue 41
 * finding 6), whoever changed it (an admin, a referral on a repeat application, a merge). The
 * credit decides a commission: a firm that finds it gone looks in the audit list first.
 */
export async function recordPartnerChange(
  tx: Tx,
  change: Pick<LeadEventInput, 'leadId' | 'actorType' | 'actorUserId'> & {
    before: PartnerRef;
    after: PartnerRef;
    by: 'admin' | 'referral' | 'merge';
  },
): Promise<void> {
  const { before, after, by, ...event } = change;
  await addLeadEvent(tx, { ...event, type: 'partner_changed', data: { before, after, by } });
  await recordAudit(tx, {
    actorUserId: change.actorUserId ?? null,
    action: 'lead.partner_changed',
    entityType: 'lead',
    entityId: change.leadId,
    // The firm's name to read, its id for the record (never shown), and how it changed.
    before: { partner: before?.company ?? null, partner_id: before?.id ?? null },
    after: { partner: after?.company ?? null, partner_id: after?.id ?? null, changed_by: by },
  });
}
