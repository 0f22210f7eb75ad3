import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { apiKeys, auditEvents } from '../db/schema';
import { sha256 } from '../lib/hash';
import { TEST_PASSWORD } from '../../../tests/support/factories';
import { codeFor, enrolled } from '../two-factor/two-factor.test-support';
import { createKeyAs } from './api-keys.test-support';

let t: TestApp;
let partnerA: { token: string; partnerId: string };
let partnerB: { token: string; partnerId: string };
let adminToken: string;

async function signInPartner() {
  const { user, token } = await t.signIn('partner');
  const partner = await t.db.query.partners.findFirst({
    where: (row, { eq: same }) => same(row.userId, user.id),
  });
  return { token, partnerId: partner!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  partnerA = await signInPartner();
  partnerB = await signInPartner();
  adminToken = (await t.signIn('admin')).token;
});
afterAll(() => t.close());

const list = (token: string) => t.request({ method: 'GET', url: '/api/api-keys', token });
const revoke = (token: string, id: string) =>
  t.request({ method: 'DELETE', url: `/api/api-keys/${id}`, token });

describe('POST /api/api-keys', () => {
  it('shows the key once and keeps only its hash and visible start', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/api-keys',
      token: partnerA.token,
      payload: { name: 'Practice CRM', scopes: ['leads:write'], current_password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const { key, secret } = response.json();
    expect(secret).toMatch(/^lr_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Practice CRM',
      scopes: ['leads:write'],
      prefix: secret.slice(0, 14),
      partner: { id: partnerA.partnerId },
      last_used_at: null,
      revoked_at: null,
    });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.keyHash).toBe(sha256(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(14));
    // Never again: the list shows the visible start only.
    expect((await list(partnerA.token)).body).not.toContain(secret.slice(14));
  });

  it('asks the password, and the second factor where enrolled: a session alone makes no key', async () => {
    const create = (token: string, proof: Record<string, string>) =>
      t.request({
        method: 'POST',
        url: '/api/api-keys',
        token,
        payload: { name: 'Stolen session', scopes: ['leads:read'], ...proof },
      });
    const bare = await create(partnerA.token, {});
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['current_password']);
    const wrong = await create(partnerA.token, { current_password: 'not the password' });
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);

    const { token, secret } = await enrolled(t, 'admin');
    const noCode = await create(token, { current_password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(422);
    expect(Object.keys(noCode.json().errors)).toEqual(['code']);
    const withCode = await create(token, {
      current_password: TEST_PASSWORD,
      code: await codeFor(secret, 1),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('writes an audit row naming the key, never the key itself', async () => {
    const { id, secret } = await createKeyAs(t, partnerA.token);
    const rows = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'api_key'), eq(auditEvents.entityId, id)));
    expect(rows).toEqual([expect.objectContaining({ action: 'api_key.created' })]);
    expect(JSON.stringify(rows)).not.toContain(secret.slice(14));
  });

  it('refuses a missing name, no scope, an unknown or repeated scope with 422 on the field', async () => {
    const cases = [
      [{ name: '  ', scopes: ['leads:read'] }, 'name'],
      [{ name: 'x'.repeat(81), scopes: ['leads:read'] }, 'name'],
      [{ name: 'CRM', scopes: [] }, 'scopes'],
      [{ name: 'CRM' }, 'scopes'],
      [{ name: 'CRM', scopes: ['leads:delete'] }, 'scopes.0'],
      [{ name: 'CRM', scopes: ['leads:read', 'leads:read'] }, 'scopes'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await t.request({
        method: 'POST',
        url: '/api/api-keys',
        token: partnerA.token,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const none = await t.request({
      method: 'POST',
      url: '/api/api-keys',
      token: partnerA.token,
      payload: { name: 'CRM', scopes: [] },
    });
    expect(none.json().errors.scopes).toEqual(['Choose at least one thing the key may do.']);
  });

  it('is for active partners and admins: guests 401, a pending partner 403', async () => {
    const guest = await t.request({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'x', scopes: ['leads:read'] },
    });
    expect(guest.statusCode).toBe(401);
    const pending = await t.signIn('partner', {}, { partner: { status: 'pending' } });
    expect((await list(pending.token)).statusCode).toBe(403);
  });
});

describe('GET /api/api-keys', () => {
  it('lists a partner’s own keys only; an admin sees every key, firm-wide ones unattached', async () => {
    const mine = await createKeyAs(t, partnerA.token, ['leads:read'], 'Mine');
    const theirs = await createKeyAs(t, partnerB.token, ['leads:read'], 'Theirs');
    const firm = await createKeyAs(t, adminToken, ['leads:read'], 'Aggregator');
    const idsOf = async (token: string) =>
      (await list(token)).json().data.map((key: { id: string }) => key.id);
    expect(await idsOf(partnerA.token)).toContain(mine.id);
    expect(await idsOf(partnerA.token)).not.toContain(theirs.id);
    expect(await idsOf(partnerA.token)).not.toContain(firm.id);
    expect(await idsOf(adminToken)).toEqual(expect.arrayContaining([mine.id, theirs.id, firm.id]));
    const firmKey = (await list(adminToken))
      .json()
      .data.find((key: { id: string }) => key.id === firm.id);
    expect(firmKey.partner).toBeNull();
  });
});

describe('DELETE /api/api-keys/:id', () => {
  it('revokes the key with an audit row; revoking again answers the same', async () => {
    const { id } = await createKeyAs(t, partnerA.token);
    const response = await revoke(partnerA.token, id);
    expect(response.statusCode).toBe(200);
    expect(response.json().key.revoked_at).toEqual(expect.any(String));
    const again = await revoke(partnerA.token, id);
    expect(again.json().key.revoked_at).toBe(response.json().key.revoked_at);
    const audit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'api_key'), eq(auditEvents.entityId, id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['api_key.created', 'api_key.revoked']);
  });

  it('answers another partner’s key as an unknown one (404), and leaves it live', async () => {
    const { id } = await createKeyAs(t, partnerA.token);
    const other = await revoke(partnerB.token, id);
    const unknown = await revoke(partnerB.token, '00000000-0000-4000-8000-000000000000');
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.revokedAt).toBeNull();
  });

  it('lets an admin revoke a partner’s key', async () => {
    const { id } = await createKeyAs(t, partnerB.token);
    expect((await revoke(adminToken, id)).statusCode).toBe(200);
  });

  it('refuses a malformed id with 422', async () => {
    expect((await revoke(partnerA.token, 'not-a-uuid')).statusCode).toBe(422);
  });
});
