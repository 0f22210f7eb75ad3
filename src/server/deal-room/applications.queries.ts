import { and, eq, gt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { applications, leadEvents, leads } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { applicantContactColumns } from '../leads/leads.queries';

export type ApplicationRow = typeof applications.$inferSelect;

export async function findApplication(db: DbOrTx, leadId: string) {
  const [row] = await db.select().from(applications).where(eq(applications.leadId, leadId));
  return row;
}

/** The lead's application, created with `data` when there is none yet (a race keeps the first). */
export async function findOrCreateApplication(
  db: DbOrTx,
  leadId: string,
  data: () => Promise<Record<string, unknown>>,
): Promise<ApplicationRow> {
  const found = await findApplication(db, leadId);
  if (found) return found;
  await db
    .insert(applications)
    .values({ leadId, data: await data() })
    .onConflictDoNothing();
  const created = await findApplication(db, leadId);
  if (!created) throw new Error('application insert left no row');
  return created;
}

/**
 * Changes the application only if it is still at `version` (optimistic concurrency) and still a
 * draft; answers the new row, or undefined when another save or the submit came first.
 */
export async function updateDraftAt(
  db: DbOrTx,
  id: string,
  version: number,
  set: PgUpdateSetSource<typeof applications>,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(applications)
    .set({ ...set, version: sql`${applications.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(applications.id, id),
        eq(applications.version, version),
        eq(applications.status, 'draft'),
      ),
    )
    .returning();
  return row;
}

/** True when the section's save was recorded on the timeline within the last 30 minutes. */
export async function savedRecently(db: DbOrTx, leadId: string, section: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leadEvents.id })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.type, 'application_saved'),
        sql`${leadEvents.data}->>'section' = ${section}`,
        gt(leadEvents.createdAt, sql`now() - interval '30 minutes'`),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What the lead already tells about the applicant: the first draft starts from it. */
export async function leadForPrefill(db: DbOrTx, leadId: string) {
  const [row] = await db
    .select({
      ...applicantContactColumns,
      businessStructure: leads.businessStructure,
      businessNumber: leads.businessNumber,
      industry: leads.industry,
      annualRevenue: leads.annualRevenue,
      amount: leads.amount,
      purpose: leads.purpose,
      termMonths: leads.termMonths,
      region: leads.region,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row;
}
