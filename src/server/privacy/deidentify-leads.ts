import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import {
  applications,
  auditEvents,
  documents,
  guestLinks,
  leadEvents,
  leads,
  termSheets,
  webhookDeliveries,
} from '../db/schema';
import type { Tx } from '../db/transaction';
import { applicantContactColumns } from '../leads/leads.queries';
import { eraseFromOutbox } from './erase-from-outbox';
import { eraseTraces } from './erase-traces';
import { personTraces } from './person-traces';
import type { ErasedFiles } from './remove-erased-files';

/**
 * Timeline events whose data names nobody: they keep it, less the keys that may hold free text.
 * Every other event keeps its time and who acted, and says it was "removed" (type `redacted`,
 * `data.was` its type): notes, answers, changes, file names and addresses are personal data.
 */
const EVENTS_WITHOUT_PERSON = [
  'status_changed',
  'assigned',
  'partner_changed',
  'term_sheet_saved',
  'term_sheet_viewed',
  'documents_requested',
  'application_submitted',
  'commission_created',
  'commission_cancelled',
  'commission_clawed_back',
  'settlement_reversed',
  'guest_link_opened',
  'guest_link_revoked',
  'privacy_erased',
  'redacted',
];
const FREE_TEXT_KEYS = ['note', 'text', 'name', 'email', 'recipient', 'sent_to', 'comment'];

/**
 * Removes the applicant's personal data from these leads in the caller's transaction (decision
 * 0072, 0091) and answers the stored keys of their documents and the ids of the e-mails sent
 * about them, whose files the caller deletes once the transaction has committed. What the firm must keep stays: the lead's market,
 * reference, amounts, stage and dates, its commissions and settlement, and the consent record
 * (the text, its time and the policy version) without the address and browser it came from.
 */
export async function deidentifyLeads(tx: Tx, leadIds: string[]): Promise<ErasedFiles> {
  if (leadIds.length === 0) return { storedKeys: [], mailIds: [] };
  const traces = personTraces(
    await tx.select(applicantContactColumns).from(leads).where(inArray(leads.id, leadIds)),
  );
  await tx
    .update(leads)
    .set({
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      businessName: null,
      businessNumber: null,
      purpose: null,
      consentIp: '',
      consentUserAgent: '',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      referrer: null,
      erasedAt: sql`now()`,
      version: sql`${leads.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(leads.id, leadIds));

  await tx
    .update(leadEvents)
    .set({ type: 'redacted', data: sql`jsonb_build_object('was', ${leadEvents.type})` })
    .where(
      and(inArray(leadEvents.leadId, leadIds), notInArray(leadEvents.type, EVENTS_WITHOUT_PERSON)),
    );
  await tx
    .update(leadEvents)
    .set({
      data: sql`${leadEvents.data} - ${sql.raw(`array[${FREE_TEXT_KEYS.map((key) => `'${key}'`).join(', ')}]`)}`,
    })
    .where(inArray(leadEvents.leadId, leadIds));

  await tx.delete(applications).where(inArray(applications.leadId, leadIds));
  await tx.delete(guestLinks).where(inArray(guestLinks.leadId, leadIds));
  await tx
    .update(termSheets)
    .set({ acceptedName: null, acceptedIp: null, acceptedUserAgent: null, declineReason: null })
    .where(inArray(termSheets.leadId, leadIds));
  const mailIds = await eraseFromOutbox(tx, leadIds, traces);
  // Webhook deliveries not yet made are dropped; the log of those made keeps no payload.
  await tx
    .delete(webhookDeliveries)
    .where(
      and(inArray(webhookDeliveries.leadId, leadIds), ne(webhookDeliveries.status, 'delivered')),
    );
  await tx
    .update(webhookDeliveries)
    .set({ payload: {} })
    .where(inArray(webhookDeliveries.leadId, leadIds));
  // The audit list keeps who changed a lead and when, not the values.
  await tx
    .update(auditEvents)
    .set({ before: null, after: null })
    .where(and(eq(auditEvents.entityType, 'lead'), inArray(auditEvents.entityId, leadIds)));
  await eraseTraces(tx, leadIds, traces);

  const files = await tx
    .delete(documents)
    .where(inArray(documents.leadId, leadIds))
    .returning({ storedKey: documents.storedKey });
  return { storedKeys: files.map((file) => file.storedKey), mailIds };
}

/** The leads of these ids that still hold personal data, locked for the erasure. */
export async function lockLeadsToErase(tx: Tx, leadIds: string[]) {
  if (leadIds.length === 0) return [];
  return tx
    .select({ id: leads.id, reference: leads.reference, email: leads.email })
    .from(leads)
    .where(and(inArray(leads.id, leadIds), isNull(leads.erasedAt)))
    .for('update');
}
