import type { TMailTemplateRequest } from '../../shared/applicant-mail/applicant-mail.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { applicantMailTemplates } from '../db/schema';
import { fieldError } from '../errors';
import { refuseUnknownVariables } from './check-variables';
import { templateTexts } from './template-texts';

/** Adds a template (decision 0076): its variables checked, its name unique, audited. */
export async function createMailTemplate(
  db: Db,
  actorUserId: string,
  input: TMailTemplateRequest,
): Promise<string> {
  refuseUnknownVariables(templateTexts(input.content));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applicantMailTemplates)
      .values({ name: input.name, content: input.content, createdBy: actorUserId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError('name', 'applicant-mail-validation.name_taken');
    await recordAudit(tx, {
      actorUserId,
      action: 'applicant_mail_template.created',
      entityType: 'applicant_mail_template',
      entityId: row.id,
      after: { name: row.name, content: row.content },
    });
    return row.id;
  });
}
