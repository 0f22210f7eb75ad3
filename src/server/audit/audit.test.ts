import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { recordAudit } from './record-audit';

let t: TestApp;
let token: string;
let actorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn('admin', { name: 'Audit Admin' });
  token = admin.token;
  actorId = admin.user.id;
  // Written in one transaction so that several share a timestamp: the cursor must keep them apart.
  await t.db.transaction(async (tx) => {
    for (let index = 0; index < 5; index += 1) {
      await recordAudit(tx, {
        actorUserId: actorId,
        action: 'setting.changed',
        entityType: 'setting',
        entityId: `key${index}`,
        before: { value: index },
        after: { value: index + 1 },
      });
    }
    await recordAudit(tx, {
      actorUserId: null,
      action: 'option.updated',
      entityType: 'option',
      entityId: 'x',
    });
  });
});
afterAll(() => t.close());

describe('the audit list', () => {
  it('pages newest first through one entity type, every row once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: Record<string, string> = { entity_type: 'setting', limit: '2' };
      if (cursor) query.cursor = cursor;
      const response = await t.request({
        method: 'GET',
        url: `/api/audit?${new URLSearchParams(query)}`,
        token,
      });
      expect(response.statusCode).toBe(200);
      const page = response.json();
      for (const row of page.data) {
        expect(row).toMatchObject({ entity_type: 'setting', actor: { name: 'Audit Admin' } });
        seen.push(row.entity_id);
      }
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(['key0', 'key1', 'key2', 'key3', 'key4']);
  });

  it('shows a change without an actor as the system, with its before and after', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/audit?entity_type=option',
      token,
    });
    expect(response.json().data).toEqual([
      expect.objectContaining({ action: 'option.updated', actor: null, before: null, after: null }),
    ]);
  });

  it('refuses an unknown entity type with 422 and a forged cursor with 400', async () => {
    for (const query of ['entity_type=password', 'limit=0']) {
      const response = await t.request({ method: 'GET', url: `/api/audit?${query}`, token });
      expect(response.statusCode).toBe(422);
    }
    const forged = await t.request({ method: 'GET', url: '/api/audit?cursor=abc', token });
    expect(forged.statusCode).toBe(400);
  });
});
