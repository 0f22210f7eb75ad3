import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createKeyAs, withKey } from '../api-keys/api-keys.test-support';
import { apiIdempotencyKeys, apiKeys, leadEvents, leads, settings, users } from '../db/schema';
import { deleteExpiredIdempotencyKeys } from './idempotency.queries';

let t: TestApp;
let a: { token: string; partnerId: string; key: string };
let b: { token: string; partnerId: string; key: string };
let adminKey: string;
let admin: Awaited<ReturnType<TestApp['signIn']>>;

async function partnerWithKey() {
  const { user, token } = await t.signIn('partner');
  const partner = await t.db.query.partners.findFirst({
    where: (row, { eq: same }) => same(row.userId, user.id),
  });
  return { token, partnerId: partner!.id, key: (await createKeyAs(t, token)).secret };
}

beforeAll(async () => {
  t = await createTestApp({ API_KEY_RATE_LIMIT: '1000' });
  a = await partnerWithKey();
  b = await partnerWithKey();
  admin = await t.signIn('admin');
  adminKey = (await createKeyAs(t, admin.token)).secret;
});
afterAll(() => t.close());

/** A lead as another system sends it: the guest form's fields, no form token. */
const lead = (overrides: Record<string, unknown> = {}) => applicationPayload(overrides);
const send = (key: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  withKey(t, key, { method: 'POST', url: '/api/v1/leads', payload, headers });
const read = (key: string, reference: string) =>
  withKey(t, key, { method: 'GET', url: `/api/v1/leads/${encodeURIComponent(reference)}` });

async function leadByReference(reference: string) {
  const [row] = await t.db.select().from(leads).where(eq(leads.reference, reference));
  if (!row) throw new Error(`no lead ${reference}`);
  return row;
}

describe('POST /api/v1/leads', () => {
  it('takes a lead credited to the key’s partner, with a created event saying it came by API', async () => {
    const response = await send(a.key, lead({ email: 'api-first@example.test' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ reference: expect.stringMatching(/^AU-\d{4}-\d{6}$/), repeat: false });
    const row = await leadByReference(body.reference);
    expect(row).toMatchObject({ partnerId: a.partnerId, source: 'partner-link' });
    const [event] = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, row.id));
    expect(event).toMatchObject({
      type: 'created',
      data: expect.objectContaining({ channel: 'api' }),
    });
  });

  it('follows the guest form’s validation: 422 with every field at fault in the one error shape', async () => {
    const response = await send(
      a.key,
      lead({ email: 'not-an-email', first_name: '', term_months: 1 }),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'first_name', 'term_months']);
    // The live options too (an industry the firm does not offer), as the form's.
    const offered = await send(a.key, lead({ industry: 'no-such-industry' }));
    expect(offered.statusCode).toBe(422);
    expect(Object.keys(offered.json().errors)).toEqual(['industry']);
  });

  it('refuses a body that is not JSON with 400, and a form token it does not know of with 422', async () => {
    const notJson = await withKey(t, a.key, {
      method: 'POST',
      url: '/api/v1/leads',
      payload: '{"variant":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const extra = await send(a.key, { ...lead(), form_token: 'x' });
    expect(extra.statusCode).toBe(422);
  });

  it('merges the same person within 24 hours into their lead, never a duplicate', async () => {
    const person = { email: 'repeat-by-api@example.test' };
    const first = (await send(a.key, lead(person))).json();
    const second = (await send(a.key, lead({ ...person, amount: 123_000 }))).json();
    expect(second).toEqual({ reference: first.reference, repeat: true });
    const rows = await t.db.select().from(leads).where(eq(leads.email, person.email));
    expect(rows).toHaveLength(1);
  });

  describe('a person whose lead is outside the key’s scope (decision 0088)', () => {
    /** What a partner's key may learn: a receipt shaped as a new lead's, no other reference. */
    async function expectHeldReceipt(existing: typeof leads.$inferSelect, payload: unknown) {
      // The new timeline event moves the lead's last activity, and nothing else.
      const fields = async () => {
        const { lastActivityAt: _activity, ...rest } = await leadByReference(existing.reference);
        return rest;
      };
      const before = await fields();
      const response = await send(a.key, payload);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({ reference: expect.stringMatching(/^AU-\d{4}-\d{6}$/), repeat: false });
      expect(body.reference).not.toBe(existing.reference);
      expect(JSON.stringify(body)).not.toContain(existing.reference);
      // Nothing of the lead changed: no field filled, no credit, the same version.
      expect(await fields()).toEqual(before);
      return body.reference as string;
    }

    /** The admins' timeline of the lead holds the enquiry, naming the key's partner. */
    async function heldEvent(leadId: string) {
      const response = await t.request({
        method: 'GET',
        url: `/api/leads/${leadId}/timeline`,
        token: admin.token,
      });
      expect(response.statusCode).toBe(200);
      const items = response.json().data as {
        id: string;
        type?: string;
        data?: Record<string, unknown>;
      }[];
      return items.filter((item) => item.type === 'repeat_enquiry');
    }

    it('holds a repeat of another partner’s lead for the admins: not joined, not credited', async () => {
      const person = { email: 'someone-elses@example.test' };
      const theirs = (await send(b.key, lead(person))).json();
      const existing = await leadByReference(theirs.reference);
      const held = await expectHeldReceipt(existing, lead({ ...person, amount: 321_000 }));
      const [event] = await heldEvent(existing.id);
      expect(event!.data).toMatchObject({
        channel: 'api',
        filled: {},
        differences: { amount: { answered: 321_000, lead: existing.amount } },
        other_partner: { id: a.partnerId },
        held: { reason: 'api_key_scope', reference: held },
      });
      // No second lead, and the key reads neither the held reference nor the person's lead.
      expect(await t.db.select().from(leads).where(eq(leads.email, person.email))).toHaveLength(1);
      expect((await read(a.key, held)).statusCode).toBe(404);
      expect((await read(a.key, existing.reference)).statusCode).toBe(404);
    });

    it('holds a repeat of a direct application: its empty fields stay empty for an admin to fill', async () => {
      const email = 'direct-applicant@example.test';
      const existing = await createLead(t.db, { email, partnerId: null, businessName: null });
      await expectHeldReceipt(existing, lead({ email, business_name: 'Harvest Pty Ltd' }));
      const [event] = await heldEvent(existing.id);
      expect(event!.data).toMatchObject({
        filled: {},
        differences: { business_name: { answered: 'Harvest Pty Ltd', lead: null } },
        other_partner: { id: a.partnerId },
      });
      // The admin may still take the held answer with "Use this value".
      const taken = await t.request({
        method: 'POST',
        url: `/api/leads/${existing.id}/repeat-answers`,
        token: admin.token,
        payload: { version: existing.version, event_id: event!.id, field: 'business_name' },
      });
      expect(taken.statusCode).toBe(200);
      expect((await leadByReference(existing.reference)).businessName).toBe('Harvest Pty Ltd');
    });

    it('still joins the key’s own lead, and a firm-wide key any lead', async () => {
      const own = (await send(a.key, lead({ email: 'own-again@example.test' }))).json();
      const again = await send(a.key, lead({ email: 'own-again@example.test' }));
      expect(again.json()).toEqual({ reference: own.reference, repeat: true });
      const direct = await createLead(t.db, { email: 'firm-key@example.test', partnerId: null });
      const byFirm = await send(adminKey, lead({ email: 'firm-key@example.test' }));
      expect(byFirm.json()).toEqual({ reference: direct.reference, repeat: true });
    });
  });

  it('credits the partner a firm-wide key names, or none; refuses a partner’s key naming another', async () => {
    const named = (await send(adminKey, lead({ partner_id: b.partnerId }))).json();
    expect((await leadByReference(named.reference)).partnerId).toBe(b.partnerId);
    const unnamed = (await send(adminKey, lead({ variant: 'apply' }))).json();
    expect(await leadByReference(unnamed.reference)).toMatchObject({
      partnerId: null,
      source: 'apply',
    });
    const unknownPartner = await send(
      adminKey,
      lead({ partner_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknownPartner.statusCode).toBe(422);
    expect(Object.keys(unknownPartner.json().errors)).toEqual(['partner_id']);
    const otherPartner = await send(a.key, lead({ partner_id: b.partnerId }));
    expect(otherPartner.statusCode).toBe(422);
    expect(Object.keys(otherPartner.json().errors)).toEqual(['partner_id']);
  });

  it('refuses a lead of a market the key’s partner does not work in', async () => {
    const nz = lead({
      market: 'NZ',
      mobile: '021 123 4567',
      business_number: '9429046393920',
      region: 'NZ-AUK',
    });
    const response = await send(a.key, nz);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('market');
  });
});

describe('keys the lead API refuses', () => {
  it('answers a missing, wrong, malformed or revoked key and a session token alike: 401', async () => {
    const { secret, id } = await createKeyAs(t, a.token, ['leads:write', 'leads:read'], 'Old');
    await t.request({ method: 'DELETE', url: `/api/api-keys/${id}`, token: a.token });
    const answers = [];
    for (const key of [
      undefined,
      secret,
      `${secret.slice(0, -1)}x`,
      'lr_live_short',
      'not-a-key',
      a.token,
    ]) {
      const response = await send(key, lead());
      answers.push({ status: response.statusCode, body: response.body });
    }
    expect(
      new Set(answers.map((answer) => JSON.stringify(answer))),
      JSON.stringify(answers),
    ).toHaveProperty('size', 1);
    expect(answers[0]!.status).toBe(401);
    // Nothing was written by any of them.
    const listed = await withKey(t, secret, { method: 'GET', url: '/api/v1/leads' });
    expect(listed.statusCode).toBe(401);
  });

  it('enforces scopes: a read-only key cannot send, a write-only key cannot read', async () => {
    const readOnly = await createKeyAs(t, a.token, ['leads:read']);
    const writeOnly = await createKeyAs(t, a.token, ['leads:write']);
    expect((await send(readOnly.secret, lead())).statusCode).toBe(403);
    expect(
      (await withKey(t, writeOnly.secret, { method: 'GET', url: '/api/v1/leads' })).statusCode,
    ).toBe(403);
    expect((await send(writeOnly.secret, lead())).statusCode).toBe(200);
  });

  it('stops the key of a partner no longer active', async () => {
    const { secret } = await createKeyAs(t, b.token);
    await t.db.execute(sql`update partners set status = 'suspended' where id = ${b.partnerId}`);
    try {
      expect((await send(secret, lead())).statusCode).toBe(403);
    } finally {
      await t.db.execute(sql`update partners set status = 'active' where id = ${b.partnerId}`);
    }
  });

  it('stops a firm-wide key while its admin is refused for lacking the required second factor', async () => {
    const rule = (value: boolean) =>
      t.db
        .insert(settings)
        .values({ key: 'two_factor_required_for_admins', value })
        .onConflictDoUpdate({ target: settings.key, set: { value } });
    const enrolled = await t.signIn('admin');
    const enrolledKey = (await createKeyAs(t, enrolled.token)).secret;
    await t.db
      .update(users)
      .set({ twoFactorEnabledAt: new Date() })
      .where(eq(users.id, enrolled.user.id));
    await rule(true);
    try {
      const refused = await send(adminKey, lead());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/two-factor/);
      // The session of that admin is refused the same way (decision 0061).
      expect(
        (await t.request({ method: 'GET', url: '/api/leads', token: admin.token })).statusCode,
      ).toBe(403);
      // An enrolled admin's key and a partner's key are not concerned.
      expect((await send(enrolledKey, lead())).statusCode).toBe(200);
      expect((await send(a.key, lead())).statusCode).toBe(200);
    } finally {
      await rule(false);
    }
    expect((await send(adminKey, lead())).statusCode).toBe(200);
  });

  it('records the time of the key’s last use', async () => {
    const { id, secret } = await createKeyAs(t, a.token);
    await withKey(t, secret, { method: 'GET', url: '/api/v1/leads' });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toBeInstanceOf(Date);
  });
});

describe('GET /api/v1/leads and /api/v1/leads/:reference', () => {
  it('reads the key’s own lead with its stage; another partner’s reference is not found', async () => {
    const mine = await createLead(t.db, { partnerId: a.partnerId, status: 'contacted' });
    const theirs = await createLead(t.db, { partnerId: b.partnerId });
    const own = await read(a.key, mine.reference);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ reference: mine.reference, stage: 'contacted' });
    const other = await read(a.key, theirs.reference);
    const unknown = await read(a.key, 'AU-2026-999999');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    // B's key reads B's lead, never A's.
    expect((await read(b.key, theirs.reference)).statusCode).toBe(200);
    expect((await read(b.key, mine.reference)).statusCode).toBe(404);
  });

  it('lists the key’s own leads newest first, in pages; a firm-wide key lists every lead', async () => {
    const mine = [
      await createLead(t.db, { partnerId: a.partnerId }),
      await createLead(t.db, { partnerId: a.partnerId }),
      await createLead(t.db, { partnerId: a.partnerId }),
    ];
    const theirs = await createLead(t.db, { partnerId: b.partnerId });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = await withKey(t, a.key, { method: 'GET', url: `/api/v1/leads?limit=2${query}` });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((row: { reference: string }) => row.reference));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(expect.arrayContaining(mine.map((row) => row.reference)));
    expect(seen).not.toContain(theirs.reference);
    expect(new Set(seen).size).toBe(seen.length);
    const firm = await withKey(t, adminKey, { method: 'GET', url: '/api/v1/leads?limit=100' });
    expect(firm.json().data.map((row: { reference: string }) => row.reference)).toContain(
      theirs.reference,
    );
  });

  it('refuses a bad page size with 422, and a cursor not of ours with 400 naming it', async () => {
    for (const query of ['limit=0', 'limit=101', 'unknown=1']) {
      const response = await withKey(t, a.key, { method: 'GET', url: `/api/v1/leads?${query}` });
      expect(response.statusCode, query).toBe(422);
    }
    // The one signed cursor of every list (decision 0065): a forged one is a bad request.
    const forged = await withKey(t, a.key, { method: 'GET', url: '/api/v1/leads?cursor=nonsense' });
    expect(forged.statusCode).toBe(400);
    expect(Object.keys(forged.json().errors)).toEqual(['cursor']);
  });
});

describe('Idempotency-Key', () => {
  const idempotent = (key: string, payload: unknown, idempotencyKey: string) =>
    send(key, payload, { 'idempotency-key': idempotencyKey });

  it('gives the first answer again for the same key and body, with one lead', async () => {
    const payload = lead({ email: 'idem-same@example.test' });
    const first = await idempotent(a.key, payload, 'order-1');
    const again = await idempotent(a.key, { ...payload }, 'order-1');
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.json().repeat).toBe(false);
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'idem-same@example.test'));
    expect(rows).toHaveLength(1);
    const [event] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, rows[0]!.id));
    expect(event!.count).toBe(1);
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    await idempotent(a.key, lead({ email: 'idem-first@example.test' }), 'order-2');
    const other = await idempotent(a.key, lead({ email: 'idem-other@example.test' }), 'order-2');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('Idempotency-Key');
    const rows = await t.db.select().from(leads).where(eq(leads.email, 'idem-other@example.test'));
    expect(rows).toHaveLength(0);
  });

  it('keeps each key’s Idempotency-Keys apart', async () => {
    const payload = lead({ email: 'idem-apart@example.test' });
    await idempotent(a.key, payload, 'shared-id');
    const fromB = await idempotent(
      b.key,
      lead({ email: 'idem-apart-b@example.test' }),
      'shared-id',
    );
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps no answer for a refused request: the corrected one is taken under the same key', async () => {
    const bad = await idempotent(a.key, lead({ email: 'nope' }), 'order-3');
    expect(bad.statusCode).toBe(422);
    const good = await idempotent(a.key, lead({ email: 'idem-fixed@example.test' }), 'order-3');
    expect(good.statusCode).toBe(200);
  });

  it('refuses an Idempotency-Key that is empty, too long or not ASCII with 422', async () => {
    for (const value of ['x'.repeat(256), 'with space', 'ünïcode']) {
      const response = await idempotent(a.key, lead(), value);
      expect(response.statusCode, value).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['Idempotency-Key']);
    }
  });

  it('forgets the answer after 24 hours: the sweeper deletes it, and it is never replayed', async () => {
    const payload = lead({ email: 'idem-old@example.test' });
    await idempotent(a.key, payload, 'order-old');
    await t.db
      .update(apiIdempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(apiIdempotencyKeys.idempotencyKey, 'order-old'));
    // Before the sweep: the old answer is not given again (another body is taken).
    const other = await idempotent(a.key, lead({ email: 'idem-old-2@example.test' }), 'order-old');
    expect(other.statusCode).toBe(200);
    await t.db
      .update(apiIdempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(apiIdempotencyKeys.idempotencyKey, 'order-old'));
    const fresh = await idempotent(a.key, lead({ email: 'idem-fresh@example.test' }), 'order-new');
    expect(fresh.statusCode).toBe(200);
    expect(await deleteExpiredIdempotencyKeys(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: apiIdempotencyKeys.idempotencyKey })
      .from(apiIdempotencyKeys)
      .where(sql`${apiIdempotencyKeys.idempotencyKey} in ('order-old', 'order-new')`);
    expect(left).toEqual([{ key: 'order-new' }]);
  });
});

describe('rate limit per key', () => {
  it('answers 429 with Retry-After past the limit, and only for that key', async () => {
    const limited = await createTestApp({ API_KEY_RATE_LIMIT: '3' });
    try {
      const token = (await limited.signIn('partner')).token;
      const first = await createKeyAs(limited, token, ['leads:read']);
      const second = await createKeyAs(limited, token, ['leads:read']);
      const call = (secret: string) =>
        withKey(limited, secret, { method: 'GET', url: '/api/v1/leads' });
      for (let index = 0; index < 3; index += 1)
        expect((await call(first.secret)).statusCode).toBe(200);
      const refused = await call(first.secret);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await call(second.secret)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
