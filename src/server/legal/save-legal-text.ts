import type { Locale } from '../../shared/i18n/locales';
import type { LegalDocument, TLegalTextVersion } from '../../shared/legal/legal.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { legalTextVersions } from '../db/schema';
import { findVersionById, listVersions, versionAnswer } from './legal.queries';

/** Line ends as the browser may send them, and no trailing blank lines. */
const normalize = (text: string) => text.replace(/\r\n?/g, '\n').trimEnd();

/**
 * Saves an admin's text of one legal page in one language as its next version (issue 30), with
 * an audit row, in one transaction. Versions are kept: a lead's consent points to the one its
 * applicant was shown. The same text as the newest version writes nothing. Two admins saving at
 * the same instant meet the unique index, and the later one is told to try again (409).
 */
export async function saveLegalText(
  db: Db,
  input: { document: LegalDocument; locale: Locale; text: string; actorUserId: string },
): Promise<TLegalTextVersion> {
  const body = normalize(input.text);
  return db.transaction(async (tx) => {
    const [newest] = await listVersions(tx, input.document, input.locale);
    if (newest && newest.body === body) return versionAnswer(newest);
    const [inserted] = await tx
      .insert(legalTextVersions)
      .values({
        document: input.document,
        locale: input.locale,
        version: (newest?.version ?? 0) + 1,
        body,
        createdBy: input.actorUserId,
      })
      .returning({ id: legalTextVersions.id, version: legalTextVersions.version });
    if (!inserted) throw new Error('legal text insert returned no row');
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      action: 'legal_text.saved',
      entityType: 'legal_text',
      entityId: `${input.document}.${input.locale}`,
      before: newest ? { version: newest.version, length: newest.body.length } : null,
      after: { version: inserted.version, length: body.length },
    });
    const saved = await findVersionById(tx, inserted.id);
    if (!saved) throw new Error('saved legal text not found');
    return versionAnswer(saved);
  });
}
