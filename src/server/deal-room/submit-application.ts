import { sql } from 'drizzle-orm';
import { APPLICATION_SECTIONS } from '../../shared/deal-room/full-application.contract';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { RequestValidationError } from '../plugins/validation';
import { advanceLead } from './advance-lead';
import { loadApplicationRules } from './load-application-rules';
import { findApplication, updateDraftAt } from './applications.queries';
import type { OpenedLink } from './guest-links.queries';
import { notifyAdmins } from './notify-admins';

import { checkWritable, draftOf, inSection } from './application-draft';

/**
 * Submits: every section must pass its strict schema (a 422 names `section.field`); then the
 * lead moves to application_submitted and the admins are told, in one transaction.
 */
export async function submitApplication(db: Db, link: OpenedLink, version: number) {
  const { schemas } = await loadApplicationRules(db, link.market, link.locale);
  return db.transaction(async (tx) => {
    const row = await findApplication(tx, link.leadId);
    if (row) checkWritable(row, version);
    const draft = draftOf(row);
    const issues: IssueLike[] = [];
    const answers: Record<string, unknown> = {};
    for (const section of APPLICATION_SECTIONS) {
      const checked = schemas[section].safeParse(draft[section] ?? {}, { reportInput: true });
      if (checked.success) answers[section] = checked.data;
      else issues.push(...inSection(section, checked.error.issues as IssueLike[]));
    }
    if (!row || issues.length > 0) throw new RequestValidationError(issues);
    const submitted = await updateDraftAt(tx, row.id, version, {
      data: answers,
      status: 'submitted',
      submittedAt: sql`now()`,
    });
    if (!submitted?.submittedAt) throw new AppError('conflict', 'full-application.stale');
    await addLeadEvent(tx, {
      leadId: link.leadId,
      type: 'application_submitted',
      actorType: 'guest_link',
      data: {},
    });
    await advanceLead(tx, link.leadId, 'application_submitted', { actorType: 'guest_link' });
    await notifyAdmins(tx, link.leadId, 'application_submitted');
    return { reference: link.reference, submitted_at: submitted.submittedAt.toISOString() };
  });
}
