import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settings } from '../db/schema';

let t: TestApp;
let adminToken: string;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

async function aging(market: 'AU' | 'NZ') {
  const response = await t.request({
    method: 'GET',
    url: `/api/dashboard/admin?market=${market}`,
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  return response.json().aging as { days: number; count: number; oldest: { id: string }[] };
}

// The count is the open total less the still active (decision 0084): each kind of lead that
// either side could miscount is here once.
it('counts as aging the open leads idle past the setting, never active, closed, merged or other-market ones', async () => {
  const idle = await createLead(t.db, { status: 'contacted', lastActivityAt: daysAgo(20) });
  const idler = await createLead(t.db, { status: 'approved', lastActivityAt: daysAgo(30) });
  await createLead(t.db, { status: 'qualified', lastActivityAt: daysAgo(2) });
  await createLead(t.db, { status: 'new' });
  await createLead(t.db, { status: 'settled', lastActivityAt: daysAgo(40) });
  await createLead(t.db, { status: 'declined', lastActivityAt: daysAgo(40) });
  // Merged into the idle lead: it lives on as that lead, idle or not.
  await createLead(t.db, { status: 'new', lastActivityAt: daysAgo(50), mergedInto: idle.id });
  await createLead(t.db, { status: 'new', lastActivityAt: daysAgo(3), mergedInto: idle.id });
  await createLead(t.db, { market: 'NZ', status: 'contacted', lastActivityAt: daysAgo(25) });

  const au = await aging('AU');
  expect(au).toMatchObject({ days: 14, count: 2 });
  expect(au.oldest.map((lead) => lead.id)).toEqual([idler.id, idle.id]);
  expect(await aging('NZ')).toMatchObject({ count: 1 });

  // Three weeks without activity is aging no more when the firm allows 25 days.
  await t.db.execute(
    sql`insert into ${settings} (key, value) values ('lead_aging_days', '25'::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
  const relaxed = await aging('AU');
  expect(relaxed).toMatchObject({ days: 25, count: 1 });
  expect(relaxed.oldest.map((lead) => lead.id)).toEqual([idler.id]);
});

it('refuses a lead whose stage would have changed before it existed', async () => {
  const refused = await createLead(t.db, {
    createdAt: daysAgo(1),
    statusChangedAt: daysAgo(2),
  }).catch((error: Error) => error);
  expect(refused).toBeInstanceOf(Error);
  expect(String((refused as Error).cause)).toMatch(/leads_stage_after_creation_check/);
});
