import type { Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { privacyRequests } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { AppError } from '../errors';
import { sha256 } from '../lib/hash';
import { documentsOf, findSubjectLeads, loadSubjectData, normalEmail } from './privacy.queries';
import type { SubjectExport } from './stream-subject-export';

/**
 * What the export of an applicant holds (APP 12, IPP 6): every lead of their e-mail in both
 * markets with its timeline, consent, answers, term sheet, settlement, links and documents, and
 * the e-mails sent to them. The request itself is recorded and audited before anything is sent.
 */
export async function exportSubjectData(
  db: Db,
  input: { email: string; actorUserId: string },
): Promise<SubjectExport & { references: string[]; market: Market }> {
  const found = await findSubjectLeads(db, input.email);
  if (found.length === 0) throw new AppError('not_found', 'privacy.no_leads');
  const leadIds = found.map((lead) => lead.id);
  const references = found.map((lead) => lead.reference);
  const [data, files] = await Promise.all([
    loadSubjectData(db, input.email, leadIds),
    documentsOf(db, leadIds),
  ]);
  await db.transaction(async (tx) => {
    const [request] = await tx
      .insert(privacyRequests)
      .values({
        kind: 'export',
        subjectHash: sha256(normalEmail(input.email)),
        leadReferences: references,
        actorUserId: input.actorUserId,
      })
      .returning({ id: privacyRequests.id });
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'privacy.exported',
      entityType: 'privacy_request',
      entityId: request!.id,
      after: { references },
    });
  });
  return {
    data: { exported_at: new Date().toISOString(), email: input.email, ...data },
    files: files.map(({ file, storedKey }) => ({ file, storedKey })),
    references,
    // The file is dated on the clock of the lead it is named after (decision 0093).
    market: found[0]!.market,
  };
}
