import { and, eq, inArray } from 'drizzle-orm';
import type { TAdminDocuments } from '../../shared/deal-room/documents.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { documentRequests, documents } from '../db/schema';
import { AppError, fieldError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { documentTypesFor } from './documents.queries';
import { marketOf } from './lead-market';
import { readAdminDocuments } from './read-admin-documents';

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
