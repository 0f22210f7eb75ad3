import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { termSheets } from '../db/schema';
import { dealRoomLead, sendTermSheet } from '../deal-room/deal-room.test-support';
import { csv, QUICK_HEADERS, stageAndMap } from '../lead-import/lead-import.test-support';
import { TEST_APP_KEY } from '../leads/leads.test-support';

/**
 * Issue 42 item 1 (decision 0093): the date cases run at 14:30 UTC on Saturday 28 November
 * 2026, already 01:30 on Sunday the 29th in Sydney and 03:30 in Auckland. Whatever the
 * process's zone, a person reads the market's day.
 */
const SHIFTED = new Date('2026-11-28T14:30:00Z');
/** When the other cases' leads arrived: before SHIFTED, so the week's counts stay the test's. */
const EARLIER = new Date('2026-11-24T00:00:00Z');

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // The built index.html's shape, so guest pages are rendered on the server (decision 0073).
  const dist = mkdtempSync(join(tmpdir(), 'lendref-clock-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LendRef</title><!--app-config--><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="app"></div></body></html>',
  );
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({ screens: {}, messages: { guest: {}, 'deal-room': {} }, afterPaint: '' }),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist, APP_KEY: TEST_APP_KEY });
  admin = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

const processZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = processZone;
});

/** The app's clock (JavaScript's Date) at SHIFTED, still running; the database keeps its own. */
function shiftClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(SHIFTED);
}

const appRoot = (html: string) => html.match(/<div id="app">([\s\S]*)<\/div>/)?.[1] ?? '';

describe('dates on the market’s clock at a time when Sydney’s day is not UTC’s', () => {
  it('renders a term sheet’s acceptance day on the server as the browser redraws it', async () => {
    const dealRoom = { t, admin: await t.signIn('admin') };
    const lead = await dealRoomLead(dealRoom, { createdAt: EARLIER });
    const token = await sendTermSheet(dealRoom, lead);
    const viewed = await t.request({ method: 'GET', url: `/api/guest/term-sheet/${token}` });
    const accepted = await t.request({
      method: 'POST',
      url: `/api/guest/term-sheet/${token}/accept`,
      payload: {
        full_name: 'Ada Lovelace',
        agree: true,
        content_hash: viewed.json().term_sheet.content_hash,
      },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.db
      .update(termSheets)
      .set({ acceptedAt: SHIFTED })
      .where(eq(termSheets.leadId, lead.id));

    // The server on UTC, the guest's browser in Sydney, and one in Los Angeles: one page.
    const pages: string[] = [];
    for (const zone of ['UTC', 'Australia/Sydney', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      const page = await t.app.inject({
        method: 'GET',
        url: `/term-sheet/${encodeURIComponent(token)}`,
        cookies: { locale: 'en' },
      });
      expect(page.statusCode, zone).toBe(200);
      pages.push(appRoot(page.body));
    }
    expect(pages[0]).toContain('You accepted these terms on Sunday, November 29th, 2026');
    expect(pages[1]).toBe(pages[0]);
    expect(pages[2]).toBe(pages[0]);
  }, 90_000);

  it('dates the download names by the market’s day: refused rows and personal data', async () => {
    const email = `clock${Math.random().toString(36).slice(2, 8)}@example.test`;
    await createLead(t.db, { email, createdAt: EARLIER });
    const batch = await stageAndMap(
      t,
      admin,
      csv([QUICK_HEADERS, ['Ada', 'Lovelace', 'nope', '0412 345 678', 50_000, 'AU']]),
      'AU',
    );
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/lead-imports/${batch.id}/import`,
          token: admin,
        })
      ).statusCode,
    ).toBe(200);

    shiftClock();
    const refused = await t.request({
      method: 'GET',
      url: `/api/lead-imports/${batch.id}/refused.csv`,
      token: admin,
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.headers['content-disposition']).toContain('refused-rows-2026-11-29.csv');
    const exported = await t.request({
      method: 'POST',
      url: '/api/privacy/exports',
      token: admin,
      payload: { email },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/personal-data-.+-2026-11-29\.zip"$/);
  });

  it('counts this week’s new leads from Monday on the market’s clock, as the list filtered to it', async () => {
    const tag = `week${Math.random().toString(36).slice(2, 8)}`;
    const lead = (market: 'AU' | 'NZ', createdAt: string) =>
      createLead(t.db, {
        market,
        currency: market === 'AU' ? 'AUD' : 'NZD',
        businessName: `${tag} ${market}`,
        createdAt: new Date(createdAt),
      });
    // Monday 23 November at 01:00 in Sydney and Auckland: still Sunday the 22nd in UTC.
    await lead('AU', '2026-11-22T14:00:00Z');
    await lead('NZ', '2026-11-22T12:00:00Z');
    // Sunday 22 November at 23:00 in Sydney and Auckland: the week before there.
    await lead('AU', '2026-11-22T12:00:00Z');
    await lead('NZ', '2026-11-22T10:00:00Z');

    shiftClock();
    for (const market of ['AU', 'NZ'] as const) {
      const dashboard = await t.request({
        method: 'GET',
        url: `/api/dashboard/admin?market=${market}`,
        token: admin,
      });
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      const list = await t.request({
        method: 'GET',
        url: `/api/leads?market=${market}&created_from=2026-11-23&created_to=2026-11-29`,
        token: admin,
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(dashboard.json().new_this_week, market).toBe(list.json().total.value);
      const tagged = await t.request({
        method: 'GET',
        url: `/api/leads?market=${market}&q=${tag}&created_from=2026-11-23&created_to=2026-11-29`,
        token: admin,
      });
      expect(tagged.json().total.value, market).toBe(1);
      // The chart's newest week is the market's Monday, holding the Monday-morning lead.
      const weeks = dashboard.json().weekly as { week: string; counts: Record<string, number> }[];
      expect(weeks.at(-1)?.week).toBe('2026-11-23');
      expect(weeks.at(-1)?.counts[market]).toBe(dashboard.json().new_this_week);
    }
  });
});
