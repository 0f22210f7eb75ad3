import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { settings } from '../db/schema';
import { readSettings } from '../settings/app-settings';

let t: TestApp;
let admin: string;
let partnerToken: string;
let leadId: string;
const tag = `aging${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
  const { user, partner } = await createPartner(t.db);
  const signedIn = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  partnerToken = signedIn.json().token;
  // Open, its last activity ten days ago: aging only when the setting is under ten days.
  const lead = await createLead(t.db, {
    status: 'contacted',
    businessName: `${tag} Joinery`,
    partnerId: partner.id,
    lastActivityAt: new Date(Date.now() - 10 * 86_400_000),
  });
  leadId = lead.id;
});
afterAll(() => t.close());

/** The setting as another server process saves it: straight into the shared database, as JSON. */
async function storeAgingDays(value: unknown) {
  const json = JSON.stringify(value);
  await t.db.execute(
    sql`insert into ${settings} (key, value) values ('lead_aging_days', ${json}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
}

const get = async (url: string, token = admin) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

/** Whether each reader of the lead calls it aging, and the days the lead screen names. */
async function everyReader() {
  const list = await get(`/api/leads?market=AU&q=${tag}`);
  const filtered = await get(`/api/leads?market=AU&q=${tag}&aging=true`);
  const board = await get(`/api/leads/board?market=AU&q=${tag}&aging=true`);
  const boardCards = board.columns.flatMap((column: { cards: { id: string }[] }) => column.cards);
  const detail = await get(`/api/leads/${leadId}`);
  const mine = await get(`/api/my-leads?q=${tag}`, partnerToken);
  const mineOne = await get(`/api/my-leads/${leadId}`, partnerToken);
  const dashboard = await get('/api/dashboard/admin?market=AU');
  return {
    list: list.data[0].aging as boolean,
    filter: filtered.data.length === 1,
    board: boardCards.some((card: { id: string }) => card.id === leadId),
    detail: detail.lead.aging as boolean,
    detailDays: detail.lead.aging_days as number,
    mine: mine.data[0].aging as boolean,
    mineOne: mineOne.lead.aging as boolean,
    dashboardDays: dashboard.aging.days as number,
  };
}

const aging = (days: number) => ({
  list: true,
  filter: true,
  board: true,
  detail: true,
  detailDays: days,
  mine: true,
  mineOne: true,
  dashboardDays: days,
});
const fresh = (days: number) => ({
  list: false,
  filter: false,
  board: false,
  detail: false,
  detailDays: days,
  mine: false,
  mineOne: false,
  dashboardDays: days,
});

describe('the lead aging setting', () => {
  it('applies on the very next request after any process saves it, in every reader', async () => {
    expect(await everyReader()).toEqual(fresh(14));
    await storeAgingDays(7);
    expect(await everyReader()).toEqual(aging(7));
    await storeAgingDays(30);
    expect(await everyReader()).toEqual(fresh(30));
    await storeAgingDays(10 - 1);
    expect(await everyReader()).toEqual(aging(9));
  });

  it('reads a stored value that is not a whole number of days in range as the default, as the settings screen does', async () => {
    for (const stored of [0, -3, 7.5, 366, 'seven', { days: 7 }, [7]]) {
      await storeAgingDays(stored);
      const { lead_aging_days: screen } = await readSettings(t.db, ['lead_aging_days']);
      expect(screen, JSON.stringify(stored)).toBe(14);
      expect(await everyReader(), JSON.stringify(stored)).toEqual(fresh(14));
    }
    for (const stored of [1, 9, 365]) {
      await storeAgingDays(stored);
      const { lead_aging_days: screen } = await readSettings(t.db, ['lead_aging_days']);
      expect(screen).toBe(stored);
      expect((await everyReader()).detailDays).toBe(stored);
    }
  });
});
