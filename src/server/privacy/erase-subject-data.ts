import type { Db } from '../db/client';
import { privacyRequests } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';
import { addLeadEvent } from '../leads/leads.queries';
import { deidentifyLeads, lockLeadsToErase } from './deidentify-leads';
import { findSubjectLeads, normalEmail } from './privacy.queries';
import type { ErasedFiles } from './remove-erased-files';

/**
 * Erases an applicant on request (APP 13, IPP 7; decision 0072): the leads the admin was shown
 * are de-identified in one transaction, each timeline says so, and the fact of the request is
 * kept (the e-mail only as its hash). A lead of the same person that the admin was not shown
 * (arrived meanwhile, or already erased) makes it a 409: nothing is erased unseen. Answers the
 * references erased and the files (documents, e-mail copies) to delete once committed.
 */
export async function eraseSubjectData(
  db: Db,
  input: { email: string; leadIds: string[]; actorUserId: string },
): Promise<{ references: string[]; files: ErasedFiles }> {
  return db.transaction(async (tx) => {
    const current = await findSubjectLeads(tx, input.email);
    const shown = new Set(input.leadIds);
    if (current.length !== shown.size || current.some((lead) => !shown.has(lead.id))) {
      throw new AppError('conflict', 'privacy.leads_changed');
    }
    const locked = await lockLeadsToErase(tx, input.leadIds);
    if (locked.length !== shown.size) throw new AppError('conflict', 'privacy.leads_changed');
    const files = await deidentifyLeads(tx, input.leadIds);
    for (const leadId of input.leadIds) {
      await addLeadEvent(tx, {
        leadId,
        type: 'privacy_erased',
        actorType: 'user',
        actorUserId: input.actorUserId,
        data: { reason: 'request' },
      });
    }
    const references = locked.map((lead) => lead.reference).sort();
    const [request] = await tx
      .insert(privacyRequests)
      .values({
        kind: 'erasure',
        subjectHash: sha256(normalEmail(input.email)),
        leadReferences: references,
        actorUserId: input.actorUserId,
      })
      .returning({ id: privacyRequests.id });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'privacy.erased',
      entityType: 'privacy_request',
      entityId: request!.id,
      after: { references },
    });
    return { references, files };
  });
}
