import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { MARKET_INFO } from '../../shared/markets/markets';
import { dayIn } from '../lib/zoned-day';
import { runTaskRound } from './run-task-round';
import { addTask, markDone, useTasksApp } from './tasks.test-support';

const app = useTasksApp();
const HOUR = 60 * 60_000;

/** A date and time on the market's clock `hours` from the real now. */
function localIn(market: 'AU' | 'NZ', hours: number) {
  const at = new Date(Date.now() + hours * HOUR);
  const timeZone = MARKET_INFO[market].timeZone;
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return { due_date: dayIn(at, timeZone), due_time: time };
}

const mine = (token: string, query = '') =>
  app.t.request({ method: 'GET', url: `/api/tasks${query}`, token });

describe('My tasks', () => {
  it('lists my open tasks earliest first, grouped on each market clock, by market and group', async () => {
    const { token, user } = await app.t.signIn('admin');
    const other = await app.t.signIn('admin');
    const au = await createLead(app.t.db, { market: 'AU' });
    const nz = await createLead(app.t.db, { market: 'NZ' });
    const add = async (leadId: string, title: string, due: object, assignee = user.id) =>
      (await addTask(app.t, token, leadId, { title, ...due, assignee_id: assignee })).json().task;
    const overdue = await add(au.id, 'Overdue AU', localIn('AU', -30));
    const upcoming = await add(nz.id, 'Upcoming NZ', localIn('NZ', 60));
    const done = await add(au.id, 'Done AU', localIn('AU', -2));
    await markDone(app.t, token, done.id, true);
    await add(au.id, 'Someone else’s', localIn('AU', -1), other.user.id);

    const all = (await mine(token)).json();
    expect(all.data.map((task: { title: string }) => task.title)).toEqual([
      'Overdue AU',
      'Upcoming NZ',
    ]);
    expect(all.data.map((task: { when: string }) => task.when)).toEqual(['overdue', 'upcoming']);
    expect(all.total).toEqual({ value: 2, exact: true });

    const nzOnly = (await mine(token, '?market=NZ')).json().data;
    expect(nzOnly.map((task: { id: string }) => task.id)).toEqual([upcoming.id]);
    const overdueOnly = (await mine(token, '?when=overdue')).json().data;
    expect(overdueOnly.map((task: { id: string }) => task.id)).toEqual([overdue.id]);
    expect((await mine(token, '?when=today')).json().data).toEqual([]);
    expect((await mine(token, '?when=later')).statusCode).toBe(422);
  });

  it('pages with a signed cursor; a forged one is a 400', async () => {
    const { token, user } = await app.t.signIn('admin');
    const lead = await createLead(app.t.db, { market: 'NZ' });
    for (const hours of [10, 20, 30]) {
      await addTask(app.t, token, lead.id, {
        title: `In ${hours} hours`,
        ...localIn('NZ', hours),
        assignee_id: user.id,
      });
    }
    const first = (await mine(token, '?limit=2')).json();
    expect(first.data).toHaveLength(2);
    const second = (await mine(token, `?limit=2&cursor=${first.next_cursor}`)).json();
    expect(second.data.map((task: { title: string }) => task.title)).toEqual(['In 30 hours']);
    expect(second.next_cursor).toBeNull();
    expect((await mine(token, '?cursor=forged.cursor')).statusCode).toBe(400);
  });
});

describe('the bell', () => {
  it('lists my notices with the unread count; I mark one or all read; another admin’s is a 404', async () => {
    const { token, user } = await app.t.signIn('admin');
    const other = await app.t.signIn('admin');
    const lead = await createLead(app.t.db, { market: 'AU' });
    for (const title of ['First', 'Second']) {
      await addTask(app.t, token, lead.id, {
        title,
        ...localIn('AU', -1),
        assignee_id: user.id,
      });
    }
    await runTaskRound(app.t.db, new Date());
    const list = (await app.t.request({ method: 'GET', url: '/api/notices', token })).json();
    expect(list.unread).toBe(2);
    expect(list.data[0]).toMatchObject({
      kind: 'task_due',
      read_at: null,
      lead: { id: lead.id, reference: lead.reference, market: 'AU' },
    });
    const [first] = list.data;
    const foreign = await app.t.request({
      method: 'POST',
      url: `/api/notices/${first.id}/read`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const read = await app.t.request({
      method: 'POST',
      url: `/api/notices/${first.id}/read`,
      token,
    });
    expect(read.json()).toEqual({ unread: 1 });
    const all = await app.t.request({ method: 'POST', url: '/api/notices/read-all', token });
    expect(all.json()).toEqual({ unread: 0 });
    const otherList = await app.t.request({
      method: 'GET',
      url: '/api/notices',
      token: other.token,
    });
    expect(otherList.json().data).toEqual([]);
  });
});
