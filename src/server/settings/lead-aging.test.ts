import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { settings } from '../db/schema';
import { leadAgingDays, leadAgingDaysSql } from './lead-aging';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** What the SQL form reads, in a statement of its own. */
async function fromSql(): Promise<number> {
  const [row] = await database.db.select({ days: leadAgingDaysSql() }).from(sql`(select 1) as one`);
  return Number(row?.days);
}

describe('lead_aging_days read in SQL', () => {
  it('is the default while nothing is stored', async () => {
    await database.db.delete(settings).where(sql`${settings.key} = 'lead_aging_days'`);
    expect(await fromSql()).toBe(14);
    expect(await leadAgingDays(database.db)).toBe(14);
  });

  // Stored by hand or by an older version: the SQL form must take what the schema takes. (Not
  // a JSON string of digits: Drizzle's jsonb reader parses a string once more and reads "30" as
  // 30, which SQL does not imitate; the settings screen only ever saves numbers.)
  it.each([30, 1, 365, 0, 366, -5, 2.5, 'soon', true, [7], { days: 7 }, 1e20])(
    'agrees with the schema on a stored %j',
    async (stored) => {
      await database.db
        .insert(settings)
        .values({ key: 'lead_aging_days', value: stored })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
      expect(await fromSql()).toBe(await leadAgingDays(database.db));
    },
  );
});
