import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TAdminDocuments, TDocumentFile } from '../../shared/deal-room/documents.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { documentRequests, documents, leads } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { notifyApplicantOfRejection } from '../notifications/notify-applicant-of-rejection';
import { documentTypesFor, findDocument, loadChecklist, toDocumentFile } from './documents.queries';

async function marketOf(db: Db, leadId: string) {
  const [lead] = await db.select({ market: leads.market }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  return lead.market;
}

/** The lead screen's checklist and the document types its market offers. */
export async function readAdminDocuments(
  db: Db,
  leadId: string,
  locale: Locale,
): Promise<TAdminDocuments> {
  const market = await marketOf(db, leadId);
  return {
    document_types: await documentTypesFor(db, market, locale),
    requests: await loadChecklist(db, leadId, locale),
  };
}

/**
 * Makes the lead's requests the wanted set: new types are added (only active ones of the lead's
 * market), absent ones removed, except a request that already has files: the guest's files are
 * never dropped by unticking a box.
 */
export async function saveDocumentRequests(
  db: Db,
  input: { leadId: string; documentTypes: string[]; actorUserId: string; locale: Locale },
): Promise<TAdminDocuments> {
  const market = await marketOf(db, input.leadId);
  const offered = (await documentTypesFor(db, market, input.locale)).map((type) => type.value);
  const wanted = [...new Set(input.documentTypes)];
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: documentRequests.id, type: documentRequests.documentType, file: documents.id })
      .from(documentRequests)
      .leftJoin(documents, eq(documents.requestId, documentRequests.id))
      .where(eq(documentRequests.leadId, input.leadId));
    const existing = [...new Map(rows.map((row) => [row.id, row])).values()].map((row) => ({
      id: row.id,
      type: row.type,
      files: rows.filter((other) => other.id === row.id && other.file !== null).length,
    }));
    const added = wanted.filter((type) => !existing.some((request) => request.type === type));
    if (added.some((type) => !offered.includes(type))) {
      throw fieldError('document_types', 'validation.invalid_choice');
    }
    const removed = existing.filter((request) => !wanted.includes(request.type));
    if (removed.some((request) => request.files > 0)) {
      throw new AppError('conflict', 'documents.request_has_files');
    }
    if (added.length === 0 && removed.length === 0) return;
    if (added.length > 0) {
      await tx
        .insert(documentRequests)
        .values(
          added.map((type) => ({
            leadId: input.leadId,
            documentType: type,
            createdBy: input.actorUserId,
          })),
        )
        .onConflictDoNothing();
    }
    if (removed.length > 0) {
      await tx.delete(documentRequests).where(
        and(
          eq(documentRequests.leadId, input.leadId),
          inArray(
            documentRequests.id,
            removed.map((request) => request.id),
          ),
        ),
      );
    }
    await addLeadEvent(tx, {
      leadId: input.leadId,
      type: 'documents_requested',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { added, removed: removed.map((request) => request.type) },
    });
  });
  return readAdminDocuments(db, input.leadId, input.locale);
}

/** Accepts or rejects one file; the guest sees the state and a rejection's reason. */
export async function reviewDocument(
  db: Db,
  input: {
    leadId: string;
    documentId: string;
    status: 'accepted' | 'rejected';
    reason: string | undefined;
    actorUserId: string;
    /** Seals the upload link the rejection e-mail carries (lib/seal.ts). */
    appKey: string;
  },
): Promise<TDocumentFile> {
  if (!(await findDocument(db, input.leadId, input.documentId))) {
    throw new AppError('not_found', 'errors.not_found');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(documents)
      .set({
        status: input.status,
        rejectReason: input.status === 'rejected' ? (input.reason ?? null) : null,
        reviewedBy: input.actorUserId,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(documents.id, input.documentId), eq(documents.leadId, input.leadId)))
      .returning();
    if (!row) throw new AppError('not_found', 'errors.not_found');
    await addLeadEvent(tx, {
      leadId: input.leadId,
      type: 'document_reviewed',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: {
        name: row.originalName,
        status: input.status,
        ...(input.status === 'rejected' ? { reason: input.reason } : {}),
      },
    });
    if (input.status === 'rejected' && input.reason) {
      await notifyApplicantOfRejection(tx, {
        leadId: input.leadId,
        fileName: row.originalName,
        reason: input.reason,
        actorUserId: input.actorUserId,
        appKey: input.appKey,
      });
    }
    return toDocumentFile(row);
  });
}
