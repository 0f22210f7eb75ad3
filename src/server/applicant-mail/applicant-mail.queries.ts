import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TMailTemplate } from '../../shared/applicant-mail/applicant-mail.contract';
import { applicantMailTemplates, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';

export type MailTemplateRow = typeof applicantMailTemplates.$inferSelect;

/** A template as the API answers it. */
export function templateAnswer(row: MailTemplateRow): TMailTemplate {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    archived: row.archivedAt !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The templates in use (or the archived ones), by name. */
export function listMailTemplates(db: DbOrTx, archived: boolean) {
  return db
    .select()
    .from(applicantMailTemplates)
    .where(
      archived
        ? isNotNull(applicantMailTemplates.archivedAt)
        : isNull(applicantMailTemplates.archivedAt),
    )
    .orderBy(asc(sql`lower(${applicantMailTemplates.name})`), asc(applicantMailTemplates.id));
}

export async function findMailTemplate(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(applicantMailTemplates).where(eq(applicantMailTemplates.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Whether another template already has this name (names are unique whatever their case). */
export async function mailTemplateNameTaken(db: DbOrTx, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: applicantMailTemplates.id })
    .from(applicantMailTemplates)
    .where(
      and(
        sql`lower(${applicantMailTemplates.name}) = lower(${name})`,
        exceptId ? sql`${applicantMailTemplates.id} <> ${exceptId}` : undefined,
      ),
    );
  return !!row;
}

/** What an e-mail to the applicant needs of their lead. */
export async function findApplicant(db: DbOrTx, leadId: string) {
  const [row] = await db
    .select({
      id: leads.id,
      reference: leads.reference,
      firstName: leads.firstName,
      lastName: leads.lastName,
      email: leads.email,
      businessName: leads.businessName,
      locale: leads.locale,
      erasedAt: leads.erasedAt,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row;
}
