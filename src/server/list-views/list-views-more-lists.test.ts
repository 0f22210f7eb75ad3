import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

/**
 * Saved views on the rest of the back office's lists (issue 34, decision 0083): the admins,
 * the partners' statements and My tasks take views like the lists of decision 0079, checked
 * against their own list contracts.
 */
let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const create = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/list-views', token: admin.token, payload });
const viewsOf = (list: string) =>
  t.request({ method: 'GET', url: `/api/list-views?list=${list}`, token: admin.token });

const SAVED: Record<string, Record<string, string>> = {
  admins: { search: 'ops', status: 'disabled', sort: 'created', limit: '50' },
  statements: { market: 'NZ', period: '2026-05', partner: randomUUID(), limit: '100' },
  tasks: { market: 'AU', when: 'overdue', limit: '25' },
};

describe('a view of the admins, statements or My tasks list', () => {
  it.each(Object.entries(SAVED))(
    '%s: saved with its filters, read back as saved, and made the default',
    async (list, params) => {
      const saved = await create({
        list,
        name: `My ${list}`,
        params,
        hidden_columns: ['created'],
        shared: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const id = saved.json().view.id as string;
      const read = await viewsOf(list);
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toContainEqual(
        expect.objectContaining({
          id,
          name: `My ${list}`,
          params,
          hidden_columns: ['created'],
          shared: true,
        }),
      );
      const made = await t.request({
        method: 'PUT',
        url: '/api/list-views/default',
        token: admin.token,
        payload: { list, view_id: id },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect((await viewsOf(list)).json().default_view_id).toBe(id);
      // One list's views only.
      const other = list === 'tasks' ? 'admins' : 'tasks';
      const ids = (await viewsOf(other)).json().data.map((view: { id: string }) => view.id);
      expect(ids).not.toContain(id);
    },
  );

  it('refuses a key or value the list’s own contract does not take, with a 422 naming it', async () => {
    const cases = [
      [{ list: 'admins', params: { status: 'asleep' } }, 'params.status'],
      [{ list: 'admins', params: { sort: 'salary' } }, 'params.sort'],
      [{ list: 'admins', params: { market: 'AU' } }, 'params.market'],
      [{ list: 'statements', params: { period: 'May 2026' } }, 'params.period'],
      [{ list: 'statements', params: { partner: 'acme' } }, 'params.partner'],
      [{ list: 'statements', params: { cursor: 'abc' } }, 'params.cursor'],
      [{ list: 'tasks', params: { when: 'someday' } }, 'params.when'],
      [{ list: 'tasks', params: { limit: '7' } }, 'params.limit'],
    ] as const;
    for (const [payload, field] of cases) {
      const response = await create({ name: 'Refused', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(response.json().errors), JSON.stringify(payload)).toContain(field);
    }
  });

  it('refuses a list that has no views (payouts, e-mail templates, a made-up one) with 422 on list', async () => {
    for (const list of ['payouts', 'mail-templates', 'team', 'spaceships']) {
      const saved = await create({ list, name: 'x', params: {} });
      expect(saved.statusCode, list).toBe(422);
      expect(Object.keys(saved.json().errors), list).toContain('list');
      const read = await viewsOf(list);
      expect(read.statusCode, list).toBe(422);
      expect(Object.keys(read.json().errors), list).toContain('list');
    }
  });
});
