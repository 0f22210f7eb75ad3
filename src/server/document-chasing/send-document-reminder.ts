import { FALLBACK_LOCALE, normalizeLocale } from '../../shared/i18n/locales';
import { MARKET_INFO } from '../../shared/markets/markets';
import { documentReminders } from '../db/schema';
import type { Tx } from '../db/transaction';
import { documentTypeOptions, loadChecklist } from '../deal-room/documents.queries';
import { issueCompanionLink } from '../deal-room/issue-companion-link';
import { seal } from '../lib/seal';
import { addLeadEvent } from '../leads/leads.queries';
import { enqueueMail } from '../mail/outbox';
import { decideChase, type ChaseSettings } from './decide-chase';
import { loadChaseFacts } from './document-chasing.queries';

/**
 * Sends the lead's next document reminder if it is due at `now`: the e-mail "documents still
 * needed" in the applicant's language, listing what is outstanding with a link to the upload
 * page, and its timeline event, in one transaction. The row (link, number) is claimed first:
 * a second round that reaches the same reminder waits on the key, then finds it taken and
 * sends nothing (decision 0077). Answers whether this call sent it.
 */
export async function sendDocumentReminder(
  tx: Tx,
  input: { leadId: string; now: Date; settings: ChaseSettings; appKey: string },
): Promise<boolean> {
  const facts = await loadChaseFacts(tx, input.leadId);
  if (!facts?.link) return false;
  const chase = decideChase(facts, input.settings, input.now);
  if (chase.state !== 'scheduled' || !chase.next_at || new Date(chase.next_at) > input.now) {
    return false;
  }
  const { lead, link } = facts;
  const number = facts.sent + 1;
  const claimed = await tx
    .insert(documentReminders)
    .values({ linkId: link.id, number, leadId: lead.id, sentAt: input.now })
    .onConflictDoNothing()
    .returning({ number: documentReminders.number });
  if (claimed.length === 0) return false;

  const locale = normalizeLocale(lead.locale) ?? FALLBACK_LOCALE;
  const [checklist, options] = await Promise.all([
    loadChecklist(tx, lead.id, locale),
    documentTypeOptions(tx),
  ]);
  const missing = checklist.filter((request) => request.missing);
  const token = await issueCompanionLink(tx, {
    leadId: lead.id,
    link,
    sentTo: lead.email,
    createdBy: null,
  });
  await enqueueMail(tx, [
    {
      recipient: lead.email,
      template: 'documents-still-needed',
      locale: lead.locale,
      leadId: lead.id,
      data: {
        name: lead.firstName,
        reference: lead.reference,
        documents: missing.map((request) => request.label),
        number,
        max: chase.max,
        // Sealed while it waits in the outbox and erased once sent (decision 0058).
        token: seal(input.appKey, token),
        expires_at: link.expiresAt.toISOString(),
        time_zone: MARKET_INFO[lead.market].timeZone,
      },
    },
  ]);
  await addLeadEvent(tx, {
    leadId: lead.id,
    type: 'document_reminder_sent',
    actorType: 'system',
    data: {
      number,
      max: chase.max,
      sent_to: lead.email,
      // Every language's label, so each admin reads the list in their own.
      documents: missing.map((request) => ({
        value: request.document_type,
        labels: options.find((option) => option.value === request.document_type)?.labels ?? {},
      })),
    },
  });
  return true;
}
