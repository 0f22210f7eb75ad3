import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let token: string;
// A tag unique to this file's rows, so that searches see only them.
const tag = `zq${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.signIn('admin')).token;
  // A minute apart, in this order: the created order is the reverse of this list.
  const start = Date.now() - 3_600_000;
  for (const [index, [name, state]] of [
    ['Bravo', 'active'],
    ['alpha', 'invited'],
    ['Charlie', 'disabled'],
    ['Delta', 'active'],
    ['Echo_x', 'invited'],
  ].entries()) {
    await createUser(t.db, {
      role: 'admin',
      name: `${name} ${tag}`,
      email: `${name!.toLowerCase()}-${tag}@admins.test`,
      createdAt: new Date(start + index * 60_000),
      ...(state === 'invited' ? { passwordHash: null } : {}),
      ...(state === 'disabled' ? { disabledAt: new Date() } : {}),
    });
  }
});
afterAll(() => t.close());

async function list(query: Record<string, string>, as = token) {
  const url = `/api/admins?${new URLSearchParams(query)}`;
  return t.request({ method: 'GET', url, token: as });
}
const names = (body: { data: { name: string }[] }) =>
  body.data.map((row) => row.name.replace(` ${tag}`, ''));

describe('the admins list', () => {
  it('searches name and e-mail, filters by status, sorts by name or newest first, and counts', async () => {
    const all = (await list({ search: tag })).json();
    expect(names(all)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo_x']);
    expect(all.total).toEqual({ value: 5, exact: true });
    expect(names((await list({ search: tag, sort: 'created' })).json())).toEqual([
      'Echo_x',
      'Delta',
      'Charlie',
      'alpha',
      'Bravo',
    ]);
    const invited = (await list({ search: tag, status: 'invited' })).json();
    expect(names(invited)).toEqual(['alpha', 'Echo_x']);
    expect(invited.total).toEqual({ value: 2, exact: true });
    expect(names((await list({ search: tag, status: 'active' })).json())).toEqual([
      'Bravo',
      'Delta',
    ]);
    expect(names((await list({ search: tag, status: 'disabled' })).json())).toEqual(['Charlie']);
    // The e-mail is searched too, in any case; `_` and `%` mean themselves.
    expect(names((await list({ search: `DELTA-${tag.toUpperCase()}` })).json())).toEqual(['Delta']);
    expect(names((await list({ search: `o_x ${tag}` })).json())).toEqual(['Echo_x']);
    expect((await list({ search: `%${tag}` })).json().data).toEqual([]);
  });

  it('pages with a cursor through every row exactly once, in each sort', async () => {
    for (const sort of ['name', 'created']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: Record<string, string> = { search: tag, sort, limit: '2' };
        if (cursor) query.cursor = cursor;
        const page = (await list(query)).json();
        expect(page.data.length).toBeLessThanOrEqual(2);
        expect(page.total).toEqual({ value: 5, exact: true });
        seen.push(...names(page));
        cursor = page.next_cursor;
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
    }
  });

  it('refuses bad input with 422 naming the field, and a cursor not ours with 400', async () => {
    for (const [query, field] of [
      [{ status: 'gone' }, 'status'],
      [{ sort: 'password' }, 'sort'],
      [{ limit: '1000' }, 'limit'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty(field);
    }
    const unsigned = Buffer.from('["x","00000000-0000-4000-8000-000000000000"]');
    for (const cursor of ['not-a-cursor', unsigned.toString('base64url')]) {
      const response = await list({ cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toHaveProperty('cursor');
    }
    // A cursor of the name order does not carry over to the created order.
    const named = (await list({ search: tag, limit: '2' })).json();
    const other = await list({ search: tag, sort: 'created', cursor: named.next_cursor });
    expect(other.statusCode).toBe(400);
  });

  it('never lists partners, even when they match the search', async () => {
    await createUser(t.db, { name: `Partner ${tag}` });
    expect(names((await list({ search: `Partner ${tag}` })).json())).toEqual([]);
  });
});
