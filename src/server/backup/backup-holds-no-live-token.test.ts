import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createUser } from '../../../tests/support/factories';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import type { Db } from '../db/client';
import { passwordResets } from '../db/schema';
import { sha256 } from '../lib/hash';
import { unseal } from '../lib/seal';
import { processOutboxOnce, workerOptionsFrom } from '../mail/outbox-worker';
import type { MailTransport } from '../mail/transport';
import { resolveAppKey } from '../settings/settings.service';
import { sendDueReminders } from '../document-chasing/send-due-reminders';

/**
 * Issue 31, finding 2: "a copy of the database gives working tokens". The app runs as a
 * developer's does, with the key generated into the database. Every kind of e-mailed link is
 * sent (one given up), then the database is read as an attacker with a backup would: every
 * table, every column, the outbox's sealed data opened with whatever key the database holds,
 * and each candidate tried against the real endpoints. None may work.
 */

const NEW_PASSWORD = 'Quiet-Harbour-Lantern-1987';
const BOUNCING = 'bounces@unreachable.test';

let t: TestApp;
let ipCounter = 0;
/** Every attempt from a new address, so the endpoints' per-IP limits never hide a working token. */
const fromNewAddress = () => `198.51.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Delivers everything due; the bouncing address fails, and one attempt is all it gets. */
async function deliverAll(db: Db): Promise<{ to: string; text: string }[]> {
  const delivered: { to: string; text: string }[] = [];
  const transport: MailTransport = {
    kind: 'file',
    async send(message) {
      if (message.to === BOUNCING) throw new Error('550 mailbox unavailable');
      delivered.push({ to: message.to, text: message.text });
    },
    close: () => undefined,
  };
  const options = {
    ...workerOptionsFrom(testConfig({ APP_URL: 'https://app.test' })),
    appKey: await resolveAppKey(db, testConfig()),
    maxAttempts: 1,
  };
  await processOutboxOnce(db, transport, options, new Date(Date.now() + 60_000));
  return delivered;
}

/** Every string value anywhere in the database, as `select *` of each table shows it. */
async function everyStoredString(db: Db): Promise<string[]> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.push(value);
      // A JSON document in a text column is read inside too.
      if (/^[[{]/.test(value)) {
        try {
          collect(JSON.parse(value));
        } catch {
          // Not JSON after all: the string itself is kept.
        }
      }
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of rows.rows) collect(JSON.parse(row));
  }
  return strings;
}

/** What an attacker takes for tokens: token-shaped strings, and sealed ones opened with any stored key. */
async function candidateTokens(db: Db): Promise<string[]> {
  const strings = await everyStoredString(db);
  const keys = strings.filter((value) => value.length >= 32);
  const candidates = new Set<string>();
  for (const value of strings) {
    for (const piece of value.match(/[A-Za-z0-9_-]{20,}/g) ?? []) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-/.test(piece)) candidates.add(piece);
    }
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value)) continue;
    for (const key of keys) {
      try {
        candidates.add(unseal(key, value));
      } catch {
        // Not sealed under this key.
      }
    }
  }
  return [...candidates];
}

/** The places a token opens something, tried as a guest; true when any accepts it. */
async function opensSomething(token: string): Promise<boolean> {
  const password = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
  for (const url of ['/api/password/reset', '/api/invite/accept']) {
    const answer = await t.request({
      method: 'POST',
      url,
      payload: password,
      remoteAddress: fromNewAddress(),
    });
    if (answer.statusCode === 200) return true;
  }
  for (const purpose of ['upload', 'term-sheet', 'full-application']) {
    const answer = await t.request({
      method: 'GET',
      url: `/api/guest/${purpose}/${encodeURIComponent(token)}`,
      remoteAddress: fromNewAddress(),
    });
    if (answer.statusCode === 200) return true;
  }
  const links = (await t.db.execute(
    sql`select user_id, round(extract(epoch from expires_at))::int as expires from email_verifications`,
  )) as unknown as { rows: { user_id: string; expires: number }[] };
  for (const link of links.rows) {
    const answer = await t.request({
      method: 'POST',
      url: '/api/email/verify',
      payload: { id: link.user_id, expires: Number(link.expires), signature: token },
      remoteAddress: fromNewAddress(),
    });
    if (answer.statusCode === 200) return true;
  }
  return false;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a copy of the database holds no working token', () => {
  it('after a reset, an invitation, a verification, guest links and a document reminder were sent or given up', async () => {
    const admin = await t.signIn('admin');
    const partner = await createUser(t.db, { role: 'partner' });
    const bouncing = await createUser(t.db, { role: 'partner', email: BOUNCING });
    const unverified = await createUser(t.db, { role: 'partner', emailVerifiedAt: null });
    const lead = await createLead(t.db, { status: 'qualified' });

    const asks = [
      t.request({ method: 'POST', url: '/api/password/email', payload: { email: partner.email } }),
      t.request({ method: 'POST', url: '/api/password/email', payload: { email: bouncing.email } }),
      t.request({
        method: 'POST',
        url: '/api/admins',
        token: admin.token,
        payload: { name: 'Ines Invited', email: 'ines.invited@example.test' },
      }),
      t.request({ method: 'POST', url: '/api/email/resend', payload: { email: unverified.email } }),
      t.request({
        method: 'POST',
        url: `/api/leads/${lead.id}/guest-links`,
        token: admin.token,
        payload: { purpose: 'full-application' },
      }),
    ];
    for (const answer of await Promise.all(asks)) expect(answer.statusCode, answer.body).toBe(200);
    // An upload link, and a document reminder carrying its companion link (decision 0077).
    const chased = await createLead(t.db, { status: 'qualified' });
    const chase = [
      ['PUT', `/api/leads/${chased.id}/document-requests`, { document_types: ['bank_statements'] }],
      ['POST', `/api/leads/${chased.id}/guest-links`, { purpose: 'upload' }],
      ['PUT', '/api/settings', { document_chase_every_days: { AU: 1, NZ: 1 } }],
    ] as const;
    for (const [method, url, payload] of chase) {
      const answer = await t.request({ method, url, token: admin.token, payload });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const appKey = await resolveAppKey(t.db, testConfig());
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000);
    expect(await sendDueReminders(t.db, { now: inThreeDays, appKey })).toBe(1);

    const delivered = await deliverAll(t.db);
    expect(delivered.map((mail) => mail.to).sort()).toEqual(
      [
        partner.email,
        'ines.invited@example.test',
        unverified.email,
        lead.email,
        chased.email,
        chased.email,
      ].sort(),
    );
    const failed = await t.db.execute(
      sql`select count(*)::int as n from outbox where status = 'failed'`,
    );
    expect((failed as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    const candidates = await candidateTokens(t.db);
    expect(candidates.length).toBeGreaterThan(0);
    const working: string[] = [];
    for (const candidate of candidates)
      if (await opensSomething(candidate)) working.push(candidate);
    expect(working).toEqual([]);
  });

  it('the same search finds the link of a mail still waiting to be sent (the search works)', async () => {
    const user = await createUser(t.db, { role: 'partner' });
    const asked = await t.request({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: user.email },
      remoteAddress: fromNewAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const [waiting] = await t.db
      .select({ tokenHash: passwordResets.tokenHash })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user.id));
    const candidates = await candidateTokens(t.db);
    // Waiting mail holds its sealed link, opened here with the database's key: that is why
    // production refuses to start without APP_KEY (config.ts).
    const found = candidates.find((candidate) => sha256(candidate) === waiting!.tokenHash);
    expect(found).toBeDefined();
    expect(await opensSomething(found!)).toBe(true);
  });
});
