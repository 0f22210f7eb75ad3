import { eq, sql } from 'drizzle-orm';
import type { TComposeApplicantMail } from '../../shared/applicant-mail/applicant-mail.contract';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { leads, outbox } from '../db/schema';
import { fieldError } from '../errors';
import { mailSite, type OutboxWorkerOptions } from '../mail/outbox-worker';
import { outboxRows } from '../mail/outbox';
import { findMailTemplate } from './applicant-mail.queries';
import { composeApplicantMail } from './compose-applicant-mail';

/**
 * Queues an admin's e-mail to the applicant in the outbox (decision 0013), in one transaction
 * with its audit row (who sent what to which lead) and the lead's activity time. The lead's
 * timeline shows it with its outbox state, as it shows every e-mail about the lead.
 */
export async function sendApplicantMail(
  db: Db,
  options: OutboxWorkerOptions,
  input: {
    leadId: string;
    mail: TComposeApplicantMail;
    sender: { id: string; name: string };
  },
) {
  const site = await mailSite(db, options);
  return db.transaction(async (tx) => {
    const templateId = input.mail.template_id ?? null;
    if (templateId && !(await findMailTemplate(tx, templateId))) {
      throw fieldError('template_id', 'validation.invalid_choice');
    }
    const composed = await composeApplicantMail(tx, { ...input, firmName: site.appName });
    const [row] = await tx
      .insert(outbox)
      .values(
        outboxRows([
          {
            recipient: composed.recipient,
            template: 'applicant-message',
            locale: composed.locale,
            data: composed.data,
            leadId: composed.leadId,
          },
        ]),
      )
      .returning({ id: outbox.id, status: outbox.status });
    // Writing to the applicant is work on the lead: it no longer counts as aging.
    await tx
      .update(leads)
      .set({ lastActivityAt: sql`now()` })
      .where(eq(leads.id, composed.leadId));
    await recordAudit(tx, {
      actorUserId: input.sender.id,
      action: 'lead.applicant_emailed',
      entityType: 'lead',
      entityId: composed.leadId,
      after: {
        email_id: row!.id,
        template_id: templateId,
        recipient: composed.recipient,
        locale: composed.locale,
        subject: composed.data.subject,
      },
    });
    return { emailId: row!.id, status: row!.status };
  });
}
