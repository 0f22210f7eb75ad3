import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TSubjectLead } from '../../shared/privacy/privacy.contract';
import {
  applications,
  documents,
  guestLinks,
  leadEvents,
  leads,
  outbox,
  privacyRequests,
  settlements,
  termSheets,
  users,
} from '../db/schema';
import type { DbOrTx } from '../db/transaction';

/** The same person as an applicant: the e-mail trimmed, in any case (decision 0052's rule). */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Every lead of this applicant, both markets, that still holds their data; newest first. */
export async function findSubjectLeads(db: DbOrTx, email: string): Promise<TSubjectLead[]> {
  const rows = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      market: leads.market,
      firstName: leads.firstName,
      lastName: leads.lastName,
      status: leads.status,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .where(and(eq(sql`lower(btrim(${leads.email}))`, normalEmail(email)), isNull(leads.erasedAt)))
    .orderBy(desc(leads.createdAt))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    market: row.market,
    name: `${row.firstName} ${row.lastName}`.trim(),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  }));
}

/** Everything held about the applicant in these leads, as the export's `data.json` says it. */
export async function loadSubjectData(db: DbOrTx, email: string, leadIds: string[]) {
  const leadRows = await db.select().from(leads).where(inArray(leads.id, leadIds));
  const byLead = <T extends { leadId: string }>(rows: T[], leadId: string) =>
    rows.filter((row) => row.leadId === leadId).map(({ leadId: _leadId, ...rest }) => rest);
  const events = await db
    .select({
      leadId: leadEvents.leadId,
      type: leadEvents.type,
      actor: leadEvents.actorType,
      data: leadEvents.data,
      at: leadEvents.createdAt,
    })
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, leadIds))
    .orderBy(asc(leadEvents.createdAt));
  const files = await documentsOf(db, leadIds);
  const applicationRows = await db
    .select({
      leadId: applications.leadId,
      status: applications.status,
      answers: applications.data,
      submittedAt: applications.submittedAt,
    })
    .from(applications)
    .where(inArray(applications.leadId, leadIds));
  const sheetRows = await db.select().from(termSheets).where(inArray(termSheets.leadId, leadIds));
  const settlementRows = await db
    .select()
    .from(settlements)
    .where(inArray(settlements.leadId, leadIds));
  const linkRows = await db
    .select({
      leadId: guestLinks.leadId,
      purpose: guestLinks.purpose,
      sentTo: guestLinks.sentTo,
      createdAt: guestLinks.createdAt,
      expiresAt: guestLinks.expiresAt,
      lastUsedAt: guestLinks.lastUsedAt,
    })
    .from(guestLinks)
    .where(inArray(guestLinks.leadId, leadIds));
  const emails = await db
    .select({
      leadId: outbox.leadId,
      template: outbox.template,
      recipient: outbox.recipient,
      status: outbox.status,
      data: outbox.data,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    // The e-mails sent to the applicant (those to the firm's staff are the firm's own).
    .where(eq(sql`lower(btrim(${outbox.recipient}))`, normalEmail(email)))
    .orderBy(asc(outbox.createdAt));
  return {
    leads: leadRows.map((lead) => ({
      ...lead,
      timeline: byLead(events, lead.id),
      documents: byLead(files, lead.id).map(({ storedKey: _key, ...file }) => file),
      full_application: byLead(applicationRows, lead.id)[0] ?? null,
      term_sheet: byLead(sheetRows, lead.id)[0] ?? null,
      settlements: byLead(settlementRows, lead.id),
      links_sent: byLead(linkRows, lead.id),
    })),
    emails: emails.map(({ leadId: _leadId, ...message }) => message),
  };
}

/** The documents of these leads with where each goes in the ZIP. */
export async function documentsOf(db: DbOrTx, leadIds: string[]) {
  const rows = await db
    .select({
      leadId: documents.leadId,
      reference: leads.reference,
      originalName: documents.originalName,
      storedKey: documents.storedKey,
      mime: documents.mime,
      size: documents.size,
      status: documents.status,
      uploadedAt: documents.createdAt,
    })
    .from(documents)
    .innerJoin(leads, eq(leads.id, documents.leadId))
    .where(inArray(documents.leadId, leadIds))
    .orderBy(asc(documents.createdAt));
  return rows.map((row, index) => ({
    ...row,
    // Numbered: two uploads may share a name; the name was sanitised at upload.
    file: `documents/${row.reference}/${index + 1}-${row.originalName}`,
  }));
}

/** The privacy requests, newest first (the fact of each is kept; decision 0072). */
export async function listPrivacyRequests(db: DbOrTx) {
  const rows = await db
    .select({
      id: privacyRequests.id,
      kind: privacyRequests.kind,
      references: privacyRequests.leadReferences,
      actor: users.name,
      at: privacyRequests.createdAt,
    })
    .from(privacyRequests)
    .leftJoin(users, eq(users.id, privacyRequests.actorUserId))
    .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
    .limit(100);
  return rows.map((row) => ({ ...row, actor: row.actor ?? null, at: row.at.toISOString() }));
}
