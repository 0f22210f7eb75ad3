import { and, eq, sql } from 'drizzle-orm';
import type { TDocumentFile } from '../../shared/deal-room/documents.contract';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { notifyApplicantOfRejection } from '../notifications/notify-applicant-of-rejection';
import { findDocument, toDocumentFile } from './documents.queries';

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
