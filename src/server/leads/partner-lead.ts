import { and, eq } from 'drizzle-orm';
import type { TPartnerLeadResponse } from '../../shared/leads/partner-lead.contract';
import { documentStage } from '../deal-room/documents.queries';
import { findTermSheet, toTermSheet } from '../deal-room/term-sheets.queries';
import { applications, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { selectLeads } from './lead-list.queries';
import { toListItem } from './lead-list-items';
import { partnerLeadHistory } from './partner-lead-history';

/**
 * A partner firm's own lead, read-only: the list's fields and its moves along the pipeline. Any
 * other lead, another partner's included, is the 404 of a lead that does not exist. The
 * commission's part of the history only for a reader who may see the firm's commissions.
 */
export async function loadPartnerLead(
  db: DbOrTx,
  leadId: string,
  scope: { partnerId: string; referredByUserId?: string; seesCommissions: boolean },
): Promise<TPartnerLeadResponse> {
  const [row] = await selectLeads(db, 'created').where(
    and(
      eq(leads.id, leadId),
      eq(leads.partnerId, scope.partnerId),
      // A colleague who sees only their own (issue 34): another's lead is one that does not exist.
      scope.referredByUserId ? eq(leads.referredByUserId, scope.referredByUserId) : undefined,
    ),
  );
  if (!row) throw new AppError('not_found', 'errors.not_found');
  const [application] = await db
    .select({ submittedAt: applications.submittedAt })
    .from(applications)
    .where(and(eq(applications.leadId, leadId), eq(applications.status, 'submitted')));
  const sheet = await findTermSheet(db, leadId, row.market);
  return {
    lead: toListItem(row),
    term_sheet: sheet
      ? {
          status: toTermSheet(sheet.sheet, sheet.pastExpiry).status,
          sent_at: sheet.sheet.sentAt?.toISOString() ?? null,
          accepted_at: sheet.sheet.acceptedAt?.toISOString() ?? null,
        }
      : null,
    application_submitted_at: application?.submittedAt?.toISOString() ?? null,
    history: await partnerLeadHistory(db, leadId, scope.seesCommissions),
    documents: await documentStage(db, leadId),
  };
}
