import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../db/schema';
import { LEAD_SEARCH_TEXT } from './lead-filters';
import { adminSession } from './lead-list.test-support';
import { createLead } from '../../../tests/support/factories';

const session = adminSession();
const get = (url: string) => session.t.request({ method: 'GET', url, token: session.token });

async function firstCursor(tag: string, order: string): Promise<string> {
  for (let index = 0; index < 26; index += 1) {
    await createLead(session.t.db, { businessName: tag, amount: 1_000 * (index + 1) });
  }
  const response = await get(`/api/leads?market=AU&q=${tag}&${order}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().next_cursor as string;
}

describe('lead list cursors are tamper-safe', () => {
  it('refuses a cursor whose content was made up or edited, with a 400 on `cursor`', async () => {
    const real = await firstCursor(`Forgetag${Date.now()}`, 'sort=amount&dir=asc');
    const madeUp = [
      Buffer.from(JSON.stringify(['abc', crypto.randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify([1e308, crypto.randomUUID()])).toString('base64url'),
      Buffer.from(JSON.stringify(["x'; drop table leads; --", crypto.randomUUID()])).toString(
        'base64url',
      ),
      `${real.slice(0, -3)}AAA`,
      `${real}.extra`,
      '.',
    ];
    for (const cursor of madeUp) {
      const response = await get(`/api/leads?market=AU&sort=amount&dir=asc&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['cursor']);
    }
  });

  it('refuses a cursor made for another sort or direction, instead of comparing unlike values', async () => {
    const tag = `Crosstag${Date.now()}`;
    const byAmount = await firstCursor(tag, 'sort=amount&dir=asc');
    for (const order of ['sort=name&dir=asc', 'sort=created&dir=desc', 'sort=amount&dir=desc']) {
      const response = await get(`/api/leads?market=AU&q=${tag}&${order}&cursor=${byAmount}`);
      expect(response.statusCode, order).toBe(400);
      expect(response.json().errors.cursor[0]).toMatch(/another sort/);
    }
    const same = await get(`/api/leads?market=AU&q=${tag}&sort=amount&dir=asc&cursor=${byAmount}`);
    expect(same.statusCode).toBe(200);
    expect(same.json().data).toHaveLength(1);
  });
});

describe('lead list indexes (decision 0020)', () => {
  it('lets the planner answer a partial-match search from the trigram index', async () => {
    const { db } = session.t;
    const plan = await db.transaction(async (tx) => {
      // On a near-empty table a scan is cheaper; forbid it to see whether the index fits.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select ${leads.id} from ${leads} where ${LEAD_SEARCH_TEXT} like ${'%quarterm%'}`,
      );
      return JSON.stringify(result);
    });
    expect(plan).toContain('leads_search_trgm_idx');
  });
});
