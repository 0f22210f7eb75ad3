import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { listViews } from '../db/schema';

let t: TestApp;
let alice: { token: string; id: string };
let bob: { token: string; id: string };

async function admin(name: string) {
  const { user, token } = await t.signIn('admin', { name });
  return { token, id: user.id };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await admin('Alice Admin');
  bob = await admin('Bob Admin');
});
afterAll(() => t.close());

const views = (token: string, list = 'leads-au') =>
  t.request({ method: 'GET', url: `/api/list-views?list=${list}`, token });
const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/list-views', token, payload });
const update = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `/api/list-views/${id}`, token, payload });
const remove = (token: string, id: string) =>
  t.request({ method: 'DELETE', url: `/api/list-views/${id}`, token });
const setDefault = (token: string, list: string, viewId: string | null) =>
  t.request({
    method: 'PUT',
    url: '/api/list-views/default',
    token,
    payload: { list, view_id: viewId },
  });

let counter = 0;
async function saved(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  counter += 1;
  const response = await create(token, {
    list: 'leads-au',
    name: `View ${counter}`,
    params: { status: 'new,contacted', sort: 'amount' },
    ...overrides,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().view;
}

const idsOf = async (token: string, list = 'leads-au') =>
  (await views(token, list)).json().data.map((view: { id: string }) => view.id);

describe('POST /api/list-views', () => {
  it('saves a named view of a list with its address and hidden columns, private by default', async () => {
    const response = await create(alice.token, {
      list: 'leads-au',
      name: '  New in Sydney ',
      params: { status: 'new', source: 'partner-link', amount_min: '50000', view: 'board' },
      hidden_columns: ['partner'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().view).toMatchObject({
      list: 'leads-au',
      name: 'New in Sydney',
      params: { status: 'new', source: 'partner-link', amount_min: '50000', view: 'board' },
      hidden_columns: ['partner'],
      shared: false,
      mine: true,
      owner: { id: alice.id, name: 'Alice Admin' },
    });
  });

  it('refuses a name the owner already gave a view of that list (409 on the name), whatever its case', async () => {
    const first = await saved(alice.token);
    const again = await create(alice.token, {
      list: 'leads-au',
      name: first.name.toUpperCase(),
      params: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.name).toEqual([
      'You already have a view of this list with this name.',
    ]);
    // Another list, or another admin, may use the same name.
    expect(
      (await create(alice.token, { list: 'leads-nz', name: first.name, params: {} })).statusCode,
    ).toBe(200);
    expect(
      (await create(bob.token, { list: 'leads-au', name: first.name, params: {} })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with a 422 naming the field: unknown list, empty name, a key or value the list does not take', async () => {
    const cases = [
      [{ list: 'payouts', name: 'x', params: {} }, 'list'],
      [{ list: 'leads-au', name: '   ', params: {} }, 'name'],
      [{ list: 'leads-au', name: 'x'.repeat(61), params: {} }, 'name'],
      [{ list: 'leads-au', name: 'x', params: { colour: 'red' } }, 'params.colour'],
      [{ list: 'leads-au', name: 'x', params: { status: 'sleeping' } }, 'params.status'],
      [{ list: 'leads-au', name: 'x', params: { cursor: 'abc' } }, 'params.cursor'],
      [{ list: 'leads-au', name: 'x', params: { limit: '7' } }, 'params.limit'],
      [
        { list: 'leads-au', name: 'x', params: { amount_min: '9', amount_max: '1' } },
        'params.amount_min',
      ],
      [{ list: 'partners', name: 'x', params: { status: 'asleep' } }, 'params.status'],
      [{ list: 'audit', name: 'x', params: { type: 'spaceship' } }, 'params.type'],
      [{ list: 'leads-au', name: 'x', params: { q: 1 } }, 'params.q'],
      [{ list: 'leads-au', name: 'x', params: {}, hidden_columns: 'partner' }, 'hidden_columns'],
      [{ list: 'leads-au', name: 'x', params: {}, shared: 'yes' }, 'shared'],
      [{ list: 'leads-au', name: 'x', params: {}, owner_id: bob.id }, 'owner_id'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await create(alice.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
    const audit = await create(alice.token, {
      list: 'audit',
      name: 'Partners only',
      params: { type: 'partner' },
    });
    expect(audit.statusCode).toBe(200);
  });
});

describe('GET /api/list-views', () => {
  it('shows an admin their own views and the shared ones of others, never another admin’s private ones', async () => {
    const mine = await saved(alice.token);
    const bobsShared = await saved(bob.token, { shared: true });
    const bobsPrivate = await saved(bob.token);
    const seen = await idsOf(alice.token);
    expect(seen).toEqual(expect.arrayContaining([mine.id, bobsShared.id]));
    expect(seen).not.toContain(bobsPrivate.id);
    const shared = (await views(alice.token))
      .json()
      .data.find((view: { id: string }) => view.id === bobsShared.id);
    expect(shared).toMatchObject({ mine: false, shared: true, owner: { name: 'Bob Admin' } });
    // One list's views only.
    expect(await idsOf(alice.token, 'partners')).not.toContain(mine.id);
  });

  it('opens a view whose filter no longer applies (an option archived since), as it was saved', async () => {
    const view = await saved(alice.token);
    await t.db
      .update(listViews)
      .set({ params: { source: 'carrier_pigeon', status: 'new' } })
      .where(eq(listViews.id, view.id));
    const found = (await views(alice.token))
      .json()
      .data.find((row: { id: string }) => row.id === view.id);
    expect(found.params).toEqual({ source: 'carrier_pigeon', status: 'new' });
  });

  it('refuses an unknown list with 422', async () => {
    const response = await views(alice.token, 'spaceships');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain('list');
  });
});

describe('PATCH and DELETE /api/list-views/:id', () => {
  it('renames, re-filters and shares one’s own view', async () => {
    const view = await saved(alice.token);
    const response = await update(alice.token, view.id, {
      name: `${view.name} renamed`,
      params: { status: 'settled' },
      hidden_columns: ['amount'],
      shared: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().view).toMatchObject({
      name: `${view.name} renamed`,
      params: { status: 'settled' },
      hidden_columns: ['amount'],
      shared: true,
    });
    const bad = await update(alice.token, view.id, { params: { nope: '1' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['params.nope']);
    const taken = await saved(alice.token);
    const clash = await update(alice.token, view.id, { name: taken.name });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['name']);
  });

  it('answers another admin’s shared view with 403 and their private one as unknown (404), changing neither', async () => {
    const shared = await saved(bob.token, { shared: true });
    const hidden = await saved(bob.token);
    expect((await update(alice.token, shared.id, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await remove(alice.token, shared.id)).statusCode).toBe(403);
    const unknown = await update(alice.token, '00000000-0000-4000-8000-000000000000', {
      name: 'x',
    });
    const other = await update(alice.token, hidden.id, { name: 'x' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(unknown.body);
    expect((await remove(alice.token, hidden.id)).statusCode).toBe(404);
    const rows = await t.db.select().from(listViews).where(eq(listViews.ownerId, bob.id));
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining([shared.name, hidden.name]));
    expect((await update(alice.token, 'not-a-uuid', { name: 'x' })).statusCode).toBe(422);
  });

  it('deletes one’s own view; whoever had it as their default opens the list bare', async () => {
    const view = await saved(alice.token, { shared: true });
    expect((await setDefault(bob.token, 'leads-au', view.id)).statusCode).toBe(200);
    const response = await remove(alice.token, view.id);
    expect(response.json()).toEqual({ id: view.id });
    expect(await idsOf(alice.token)).not.toContain(view.id);
    expect((await views(bob.token)).json().default_view_id).toBeNull();
  });
});

describe('PUT /api/list-views/default', () => {
  it('sets, changes and unsets an admin’s default per list, their own or a shared view', async () => {
    const carol = await admin('Carol Admin');
    const own = await saved(carol.token);
    const shared = await saved(bob.token, { shared: true });
    expect((await setDefault(carol.token, 'leads-au', own.id)).json()).toEqual({
      default_view_id: own.id,
    });
    expect((await views(carol.token)).json().default_view_id).toBe(own.id);
    await setDefault(carol.token, 'leads-au', shared.id);
    expect((await views(carol.token)).json().default_view_id).toBe(shared.id);
    // Each admin's own choice: Bob's default is untouched.
    expect((await views(bob.token)).json().default_view_id).not.toBe(shared.id);
    await setDefault(carol.token, 'leads-au', null);
    expect((await views(carol.token)).json().default_view_id).toBeNull();
  });

  it('takes a shared view away as colleagues’ default once its owner stops sharing it', async () => {
    const dave = await admin('Dave Admin');
    const shared = await saved(bob.token, { shared: true });
    await setDefault(dave.token, 'leads-au', shared.id);
    await update(bob.token, shared.id, { shared: false });
    expect((await views(dave.token)).json().default_view_id).toBeNull();
    // Sharing it again does not bring the old choice back behind Dave's back.
    await update(bob.token, shared.id, { shared: true });
    expect((await views(dave.token)).json().default_view_id).toBeNull();
  });

  it('refuses another admin’s private view, another list’s view or an unknown id with 422 on view_id', async () => {
    const hidden = await saved(bob.token);
    const nz = await saved(alice.token, { list: 'leads-nz', params: {} });
    for (const viewId of [hidden.id, nz.id, '00000000-0000-4000-8000-000000000000', 'x']) {
      const response = await setDefault(alice.token, 'leads-au', viewId);
      expect(response.statusCode, viewId).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['view_id']);
    }
  });
});

describe('who may use saved views', () => {
  it('answers guests 401 and partners 403 on every route, with an admin’s view id too', async () => {
    const view = await saved(alice.token, { shared: true });
    const partner = await t.signIn('partner');
    const calls = [
      { method: 'GET', url: '/api/list-views?list=leads-au' },
      {
        method: 'POST',
        url: '/api/list-views',
        payload: { list: 'leads-au', name: 'p', params: {} },
      },
      { method: 'PATCH', url: `/api/list-views/${view.id}`, payload: { name: 'p' } },
      { method: 'DELETE', url: `/api/list-views/${view.id}` },
      {
        method: 'PUT',
        url: '/api/list-views/default',
        payload: { list: 'leads-au', view_id: view.id },
      },
    ] as const;
    for (const call of calls) {
      expect(await t.request({ ...call }).then((r) => r.statusCode), call.url).toBe(401);
      const answer = await t.request({ ...call, token: partner.token });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(answer.body).not.toContain(view.name);
    }
    const [row] = await t.db.select().from(listViews).where(eq(listViews.id, view.id));
    expect(row!.name).toBe(view.name);
  });
});
