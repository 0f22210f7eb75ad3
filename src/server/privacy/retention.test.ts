import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, leadEvents, leads, privacyRequests } from '../db/schema';
import { applyRetention } from './apply-retention';

// Decision 0072: the retention setting de-identifies declined and withdrawn leads closed more
// than N months ago, in a round the sweeper runs, reported in the audit list.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const monthsAgo = (months: number) => {
  const day = new Date();
  day.setMonth(day.getMonth() - months);
  return day;
};
const setRetention = (months: unknown) =>
  t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin.token,
    payload: { lead_retention_months: months },
  });

it('keeps every lead while the setting is 0, its default', async () => {
  const old = await createLead(t.db, { status: 'declined', statusChangedAt: monthsAgo(60) });
  expect(await applyRetention(t.db)).toEqual({ count: 0, files: { storedKeys: [], mailIds: [] } });
  const [row] = await t.db.select().from(leads).where(eq(leads.id, old.id));
  expect(row!.erasedAt).toBeNull();
  await t.db.delete(leads).where(eq(leads.id, old.id));
});

it('refuses a setting out of bounds with 422 naming it', async () => {
  for (const bad of [-1, 121, 2.5, 'six']) {
    const response = await setRetention(bad);
    expect(response.statusCode, String(bad)).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['lead_retention_months']);
  }
});

it('de-identifies only declined and withdrawn leads closed longer ago, and audits the round', async () => {
  expect((await setRetention(6)).statusCode).toBe(200);
  const due = [
    await createLead(t.db, { status: 'declined', statusChangedAt: monthsAgo(7) }),
    await createLead(t.db, { status: 'withdrawn', statusChangedAt: monthsAgo(13) }),
  ];
  const kept = [
    await createLead(t.db, { status: 'declined', statusChangedAt: monthsAgo(5) }),
    await createLead(t.db, { status: 'new', statusChangedAt: monthsAgo(30) }),
    await createLead(t.db, { status: 'settled', statusChangedAt: monthsAgo(30) }),
  ];
  const round = await applyRetention(t.db);
  expect(round.count).toBe(2);

  const erased = await t.db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        due.map((l) => l.id),
      ),
    );
  for (const lead of erased) {
    expect(lead).toMatchObject({ firstName: '', lastName: '', email: '', mobile: '' });
    expect(lead.erasedAt).not.toBeNull();
  }
  const untouched = await t.db
    .select()
    .from(leads)
    .where(
      inArray(
        leads.id,
        kept.map((l) => l.id),
      ),
    );
  expect(untouched.map((lead) => lead.email)).toEqual(
    expect.arrayContaining(kept.map((l) => l.email)),
  );
  expect(untouched.every((lead) => lead.erasedAt === null)).toBe(true);

  const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, due[0]!.id));
  expect(events.map((event) => [event.type, event.actorType, event.data])).toEqual([
    ['privacy_erased', 'system', { reason: 'retention', months: 6 }],
  ]);
  const [request] = await t.db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.kind, 'retention'));
  expect(request!.leadReferences.sort()).toEqual(due.map((lead) => lead.reference).sort());
  const [audit] = await t.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, 'privacy.retention_applied'));
  expect(audit).toMatchObject({ actorUserId: null, after: { months: 6, count: 2 } });

  // The next round finds nothing left to do.
  expect((await applyRetention(t.db)).count).toBe(0);
});
