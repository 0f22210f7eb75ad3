import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import {
  applications,
  auditEvents,
  documents,
  guestLinks,
  leadEvents,
  leadImportRows,
  leads,
  outbox,
  termSheets,
  webhookDeliveries,
} from '../db/schema';
import type { Tx } from '../db/transaction';

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
 * 0072) and answers the stored keys of their documents, which the caller deletes from storage
 * once the transaction has committed. What the firm must keep stays: the lead's market,
 * reference, amounts, stage and dates, its commissions and settlement, and the consent record
 * (the text, its time and the policy version) without the address and browser it came from.
 */
export async function deidentifyLeads(tx: Tx, leadIds: string[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const addresses = await tx
    .select({ email: sql<string>`lower(btrim(${leads.email}))` })
    .from(leads)
    .where(inArray(leads.id, leadIds));
  const emails = [...new Set(addresses.map((row) => row.email).filter(Boolean))];
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
  // E-mails to the applicant not yet sent are not sent; those sent keep their template and
  // state, not the address or the words.
  const toApplicant = or(
    inArray(outbox.leadId, leadIds),
    emails.length > 0 ? inArray(sql`lower(btrim(${outbox.recipient}))`, emails) : undefined,
  );
  await tx.delete(outbox).where(and(toApplicant, inArray(outbox.status, ['pending', 'failed'])));
  await tx.update(outbox).set({ recipient: '', data: {} }).where(toApplicant);
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
  // An imported row keeps its outcome, not the cells it was read from.
  await tx
    .update(leadImportRows)
    .set({ cells: [], filled: null })
    .where(inArray(leadImportRows.leadId, leadIds));
  // The audit list keeps who changed a lead and when, not the values.
  await tx
    .update(auditEvents)
    .set({ before: null, after: null })
    .where(and(eq(auditEvents.entityType, 'lead'), inArray(auditEvents.entityId, leadIds)));

  const files = await tx
    .delete(documents)
    .where(inArray(documents.leadId, leadIds))
    .returning({ storedKey: documents.storedKey });
  return files.map((file) => file.storedKey);
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
