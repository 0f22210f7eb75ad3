import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { leadTasks, partners } from '../db/schema';
import { addTask, editTask, markDone, taskEvents, useTasksApp } from './tasks.test-support';

const app = useTasksApp();

describe('tasks on a lead', () => {
  it('reads the due date and time on the lead market clock and keeps the task in the timeline', async () => {
    const { token, user: admin } = await app.t.signIn('admin');
    const lead = await createLead(app.t.db, { market: 'NZ' });
    const added = await addTask(app.t, token, lead.id, {
      title: '  Call about the bank statements ',
      due_date: '2026-12-01',
      due_time: '09:00',
      assignee_id: admin.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    const task = added.json().task;
    // 09:00 in Auckland in December is NZDT (+13).
    expect(task).toMatchObject({
      title: 'Call about the bank statements',
      due_at: '2026-11-30T20:00:00.000Z',
      due_date: '2026-12-01',
      due_time: '09:00',
      assignee: { id: admin.id, name: admin.name },
      done_at: null,
      lead: { id: lead.id, reference: lead.reference, market: 'NZ' },
    });

    const listed = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}/tasks`,
      token,
    });
    expect(listed.json().data.map((item: { id: string }) => item.id)).toEqual([task.id]);
    expect(await taskEvents(app.t, token, lead.id)).toEqual([
      [
        'task_created',
        {
          task_id: task.id,
          title: 'Call about the bank statements',
          due_date: '2026-12-01',
          due_time: '09:00',
          assignee: { id: admin.id, name: admin.name },
        },
      ],
    ]);
  });

  it('moves a time in the hour clocks skip forward by the gap, and takes the earlier of a repeated one', async () => {
    const { token, user: admin } = await app.t.signIn('admin');
    const lead = await createLead(app.t.db, { market: 'AU' });
    const skipped = await addTask(app.t, token, lead.id, {
      title: 'Skipped hour',
      due_date: '2026-10-04',
      due_time: '02:30',
      assignee_id: admin.id,
    });
    expect(skipped.json().task).toMatchObject({
      due_at: '2026-10-03T16:30:00.000Z',
      due_date: '2026-10-04',
      due_time: '03:30',
    });
    const repeated = await addTask(app.t, token, lead.id, {
      title: 'Repeated hour',
      due_date: '2027-04-04',
      due_time: '02:30',
      assignee_id: admin.id,
    });
    // Sydney goes back at 03:00 AEDT on 4 April 2027: 02:30 AEDT (+11) comes first.
    expect(repeated.json().task).toMatchObject({ due_at: '2027-04-03T15:30:00.000Z' });
  });

  it('refuses bad input with a 422 naming each field, and an unknown lead with a 404', async () => {
    const { token, user: admin } = await app.t.signIn('admin');
    const { user: partnerUser } = await createPartner(app.t.db);
    const lead = await createLead(app.t.db);
    const empty = await addTask(app.t, token, lead.id, {
      title: '   ',
      due_date: '2026-02-30',
      due_time: '24:00',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'assignee_id',
      'due_date',
      'due_time',
      'title',
    ]);
    const good = { title: 'Chase', due_date: '2026-12-01', due_time: '10:00' };
    for (const assignee of [partnerUser.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await addTask(app.t, token, lead.id, { ...good, assignee_id: assignee });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ assignee_id: ['Choose an active administrator.'] });
    }
    const unknown = await addTask(app.t, token, '00000000-0000-4000-8000-000000000000', {
      ...good,
      assignee_id: admin.id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await addTask(app.t, token, 'not-a-uuid', { ...good, assignee_id: admin.id })).statusCode,
    ).toBe(404);
    const rows = await app.t.db.select().from(leadTasks).where(eq(leadTasks.leadId, lead.id));
    expect(rows).toEqual([]);
  });

  it('writes one event per change: changed, reassigned, done and undone, none for a repeat', async () => {
    const { token, user: admin } = await app.t.signIn('admin');
    const { user: colleague } = await app.t.signIn('admin');
    const lead = await createLead(app.t.db);
    const body = {
      title: 'Chase',
      due_date: '2026-12-01',
      due_time: '10:00',
      assignee_id: admin.id,
    };
    const task = (await addTask(app.t, token, lead.id, body)).json().task;

    const edited = await editTask(app.t, token, task.id, {
      ...body,
      due_time: '11:30',
      assignee_id: colleague.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().task).toMatchObject({ due_time: '11:30', assignee: { id: colleague.id } });
    expect((await markDone(app.t, token, task.id, true)).json().task.when).toBe('done');
    expect((await markDone(app.t, token, task.id, true)).statusCode).toBe(200);
    expect((await markDone(app.t, token, task.id, false)).json().task.done_at).toBeNull();

    const events = await taskEvents(app.t, token, lead.id);
    expect(events.map(([type]) => type)).toEqual([
      'task_created',
      'task_changed',
      'task_reassigned',
      'task_done',
      'task_undone',
    ]);
    expect(events[1]![1]).toMatchObject({
      due_before: { date: '2026-12-01', time: '10:00' },
      due_after: { date: '2026-12-01', time: '11:30' },
    });
    expect(events[2]![1]).toMatchObject({
      before: { id: admin.id, name: admin.name },
      after: { id: colleague.id, name: colleague.name },
    });
    const refused = await editTask(app.t, token, task.id, { ...body, title: '' });
    expect(refused.statusCode).toBe(422);
    expect(
      (await editTask(app.t, token, '00000000-0000-4000-8000-000000000000', body)).statusCode,
    ).toBe(404);
  });

  it('is for admins only: a partner is refused even with the ids of a task on their own lead', async () => {
    const { token, user: admin } = await app.t.signIn('admin');
    const partner = await app.t.signIn('partner');
    const [partnerRow] = await app.t.db
      .select()
      .from(partners)
      .where(eq(partners.userId, partner.user.id));
    const lead = await createLead(app.t.db, { partnerId: partnerRow!.id });
    const body = {
      title: 'Chase',
      due_date: '2026-12-01',
      due_time: '10:00',
      assignee_id: admin.id,
    };
    const task = (await addTask(app.t, token, lead.id, body)).json().task;
    const calls = [
      { method: 'GET', url: `/api/leads/${lead.id}/tasks` },
      { method: 'POST', url: `/api/leads/${lead.id}/tasks`, payload: body },
      { method: 'PUT', url: `/api/tasks/${task.id}`, payload: body },
      { method: 'POST', url: `/api/tasks/${task.id}/done`, payload: { done: true } },
      { method: 'GET', url: '/api/tasks' },
      { method: 'GET', url: '/api/notices' },
    ] as const;
    for (const call of calls) {
      expect((await app.t.request({ ...call, token: partner.token })).statusCode).toBe(403);
      expect((await app.t.request({ ...call })).statusCode).toBe(401);
    }
    const [row] = await app.t.db.select().from(leadTasks).where(eq(leadTasks.id, task.id));
    expect(row!.doneAt).toBeNull();
  });
});
