import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZUpdateMailTemplateRequestSchema } from '../../shared/applicant-mail/applicant-mail.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { applicantMailTemplates } from '../db/schema';
import { AppError, fieldError } from '../errors';
import {
  findMailTemplate,
  mailTemplateNameTaken,
  type MailTemplateRow,
} from './applicant-mail.queries';
import { refuseUnknownVariables } from './check-variables';
import { templateTexts } from './template-texts';

const snapshot = (row: MailTemplateRow) => ({
  name: row.name,
  content: row.content,
  archived: row.archivedAt !== null,
});

/**
 * Edits a template, or archives it (or brings it back). An archived template is no longer
 * offered when composing; the e-mails sent from it keep their own text, so nothing is deleted.
 */
export async function updateMailTemplate(
  db: Db,
  actorUserId: string,
  id: string,
  input: z.infer<typeof ZUpdateMailTemplateRequestSchema>,
): Promise<void> {
  if (input.content) refuseUnknownVariables(templateTexts(input.content));
  await db.transaction(async (tx) => {
    const before = await findMailTemplate(tx, id, { lock: true });
    if (!before) throw new AppError('not_found', 'errors.not_found');
    if (input.name && (await mailTemplateNameTaken(tx, input.name, id))) {
      throw fieldError('name', 'applicant-mail-validation.name_taken');
    }
    const archivedAt =
      input.archived === undefined
        ? before.archivedAt
        : input.archived
          ? (before.archivedAt ?? new Date())
          : null;
    const [after] = await tx
      .update(applicantMailTemplates)
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.content ? { content: input.content } : {}),
        archivedAt,
        updatedAt: new Date(),
      })
      .where(eq(applicantMailTemplates.id, id))
      .returning();
    const action =
      input.archived === true && !before.archivedAt
        ? 'archived'
        : input.archived === false && before.archivedAt
          ? 'restored'
          : 'updated';
    await recordAudit(tx, {
      actorUserId,
      action: `applicant_mail_template.${action}`,
      entityType: 'applicant_mail_template',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
  });
}
