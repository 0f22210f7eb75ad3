import { and, asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, privacyRequests } from '../db/schema';
import { recordAudit } from '../audit/record-audit';
import { addLeadEvent } from '../leads/leads.queries';
import { readSettings } from '../settings/app-settings';
import { deidentifyLeads } from './deidentify-leads';
import type { ErasedFiles } from './remove-erased-files';

const NO_FILES: ErasedFiles = { storedKeys: [], mailIds: [] };

/** A round de-identifies at most this many leads: a long backlog clears over several rounds. */
const BATCH = 200;

/**
 * The retention rule (decision 0072): declined and withdrawn leads closed more than
 * `lead_retention_months` ago lose their personal data, as an erasure on request does. One
 * round is one transaction, recorded as one privacy request and one audit row that name the
 * references. Answers how many leads it de-identified, and the files the caller deletes.
 */
export async function applyRetention(db: Db): Promise<{ count: number; files: ErasedFiles }> {
  const { lead_retention_months: months } = await readSettings(db, ['lead_retention_months']);
  if (months <= 0) return { count: 0, files: NO_FILES };
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: leads.id, reference: leads.reference })
      .from(leads)
      .where(
        and(
          inArray(leads.status, ['declined', 'withdrawn']),
          isNull(leads.erasedAt),
          lt(leads.statusChangedAt, sql`now() - make_interval(months => ${months})`),
        ),
      )
      .orderBy(asc(leads.statusChangedAt))
      .limit(BATCH)
      // Two processes sweeping at once take different leads.
      .for('update', { skipLocked: true });
    if (due.length === 0) return { count: 0, files: NO_FILES };
    const leadIds = due.map((lead) => lead.id);
    const files = await deidentifyLeads(tx, leadIds);
    for (const leadId of leadIds) {
      await addLeadEvent(tx, {
        leadId,
        type: 'privacy_erased',
        actorType: 'system',
        data: { reason: 'retention', months },
      });
    }
    const references = due.map((lead) => lead.reference);
    const [request] = await tx
      .insert(privacyRequests)
      .values({ kind: 'retention', subjectHash: '', leadReferences: references })
      .returning({ id: privacyRequests.id });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'privacy.retention_applied',
      entityType: 'privacy_request',
      entityId: request!.id,
      after: { months, count: references.length, references },
    });
    return { count: references.length, files };
  });
}
