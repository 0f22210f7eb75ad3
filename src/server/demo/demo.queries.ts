import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadReferenceCounters, options, users } from '../db/schema';

/** The active values of some option groups, in their display order. */
export async function optionValues(db: Db, groups: readonly string[]) {
  const rows = await db
    .select({ group: options.group, value: options.value })
    .from(options)
    .where(and(inArray(options.group, [...groups]), eq(options.active, true)))
    .orderBy(asc(options.group), asc(options.sort));
  return (group: string) => rows.filter((row) => row.group === group).map((row) => row.value);
}

export async function activeAdminIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => row.id);
}

export async function userCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users);
  return row?.total ?? 0;
}

export type ReferenceCounter = typeof leadReferenceCounters.$inferSelect;

/** The last reference number handed out per market and year, keyed `AU-2026`. */
export async function referenceCounters(db: Db): Promise<Map<string, ReferenceCounter>> {
  const rows = await db.select().from(leadReferenceCounters);
  return new Map(rows.map((row) => [`${row.market}-${row.year}`, row]));
}

/**
 * Moves each counter up to the highest number used, never down: an application made after the
 * seed gets the next free reference (lead-reference.ts bumps the same rows).
 */
export async function raiseReferenceCounters(
  db: Db,
  used: Iterable<ReferenceCounter>,
): Promise<void> {
  const values = [...used];
  if (values.length === 0) return;
  await db
    .insert(leadReferenceCounters)
    .values(values)
    .onConflictDoUpdate({
      target: [leadReferenceCounters.market, leadReferenceCounters.year],
      set: {
        lastValue: sql`greatest(${leadReferenceCounters.lastValue}, excluded.last_value)`,
      },
    });
}
