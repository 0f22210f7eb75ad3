import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { addTask, markDone, useTasksApp } from './tasks.test-support';

const app = useTasksApp();

describe('a lead’s next task in the lists and on the board', () => {
  it('shows the earliest open task, and "no next task" keeps only leads without one', async () => {
    const { token, user } = await app.t.signIn('admin');
    const businessName = `Tasks Pty ${Math.random().toString(36).slice(2, 8)}`;
    const [busy, finished, idle] = await Promise.all(
      [1, 2, 3].map(() => createLead(app.t.db, { market: 'NZ', businessName })),
    );
    const add = async (leadId: string, title: string, date: string) =>
      (
        await addTask(app.t, token, leadId, {
          title,
          due_date: date,
          due_time: '09:00',
          assignee_id: user.id,
        })
      ).json().task;
    await add(busy!.id, 'Later', '2099-03-01');
    await add(busy!.id, 'Sooner', '2099-02-01');
    await markDone(app.t, token, (await add(finished!.id, 'Done', '2099-01-01')).id, true);

    const list = async (extra = '') =>
      (
        await app.t.request({
          method: 'GET',
          url: `/api/leads?market=NZ&q=${encodeURIComponent(businessName)}${extra}`,
          token,
        })
      ).json().data as { id: string; next_task: Record<string, unknown> | null }[];
    const rows = await list();
    expect(rows.find((row) => row.id === busy!.id)!.next_task).toMatchObject({
      title: 'Sooner',
      due_date: '2099-02-01',
      due_time: '09:00',
      overdue: false,
    });
    expect(rows.find((row) => row.id === finished!.id)!.next_task).toBeNull();
    expect((await list('&no_task=true')).map((row) => row.id).sort()).toEqual(
      [finished!.id, idle!.id].sort(),
    );

    const board = await app.t.request({
      method: 'GET',
      url: `/api/leads/board?market=NZ&q=${encodeURIComponent(businessName)}`,
      token,
    });
    const cards = board.json().columns.flatMap((column: { cards: unknown[] }) => column.cards) as {
      id: string;
      next_task: { title: string } | null;
    }[];
    expect(cards.find((card) => card.id === busy!.id)!.next_task!.title).toBe('Sooner');
    const narrowed = await app.t.request({
      method: 'GET',
      url: `/api/leads/board?market=NZ&no_task=true&q=${encodeURIComponent(businessName)}`,
      token,
    });
    const narrowedIds = narrowed
      .json()
      .columns.flatMap((column: { cards: { id: string }[] }) =>
        column.cards.map((card) => card.id),
      );
    expect(narrowedIds.sort()).toEqual([finished!.id, idle!.id].sort());
  });

  it('is not a filter of a partner’s own list', async () => {
    const partner = await app.t.signIn('partner');
    const response = await app.t.request({
      method: 'GET',
      url: '/api/my-leads?no_task=true',
      token: partner.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.every((row: object) => !('next_task' in row))).toBe(true);
  });
});
