import { eq } from 'drizzle-orm';
import {
  completedSections,
  type TAdminApplication,
} from '../../shared/deal-room/full-application.contract';
import { leads } from '../db/schema';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { loadApplicationRules } from './load-application-rules';
import { findApplication } from './applications.queries';
import { draftOf } from './application-draft';

/**
 * The lead screen's view of the full application: not started (no save yet; opening the link
 * only prepares the pre-filled draft), in progress with its complete steps, or submitted.
 */
export async function readAdminApplication(
  db: Db,
  leadId: string,
  locale: string,
): Promise<TAdminApplication> {
  const [lead] = await db.select({ market: leads.market }).from(leads).where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  const row = await findApplication(db, leadId);
  const { schemas, choices } = await loadApplicationRules(db, lead.market, locale);
  const data = draftOf(row);
  const state = !row
    ? 'not_started'
    : row.status === 'submitted'
      ? 'submitted'
      : row.version > 1
        ? 'in_progress'
        : 'not_started';
  return {
    state,
    data: state === 'not_started' ? {} : data,
    completed: state === 'not_started' ? [] : completedSections(data, schemas),
    updated_at: row && state !== 'not_started' ? row.updatedAt.toISOString() : null,
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    choices,
  };
}
