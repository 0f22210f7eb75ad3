import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { notices, outbox } from '../db/schema';
import { sendTaskReminders } from './send-task-reminders';
import { addTask, editTask, useTasksApp } from './tasks.test-support';

/** An admin's "also e-mail me when a task is due" (decision 0083), on a controlled clock. */
const app = useTasksApp();
const MINUTE = 60_000;
// 09:00 on the Sydney clock on 5 October 2026 (AEDT, +11), written out in UTC by hand.
const DUE = { date: '2026-10-05', time: '09:00' };
const DUE_UTC = '2026-10-04T22:00:00Z';
const at = (iso: string, offset = 0) => new Date(new Date(iso).getTime() + offset);

const reminderSetting = (token: string, payload?: unknown, language = 'en') =>
  app.t.request({
    method: payload === undefined ? 'GET' : 'PUT',
    url: '/api/me/task-reminders',
    token,
    headers: { 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An admin in `locale`, opted in or not, with one task due at DUE on an AU lead. */
async function adminWithDueTask(locale: string, optedIn: boolean) {
  const { token, user } = await app.t.signIn('admin', { locale });
  if (optedIn)
    expect((await reminderSetting(token, { task_due_email: true })).statusCode).toBe(200);
  const lead = await createLead(app.t.db, { market: 'AU', businessName: 'Harbour Freight' });
  const added = await addTask(app.t, token, lead.id, {
    title: 'Rappeler le comptable',
    due_date: DUE.date,
    due_time: DUE.time,
    assignee_id: user.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { token, user, lead, task: added.json().task as { id: string } };
}

const dueMailsTo = (email: string) =>
  app.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'task-due')));

describe('the admin’s choice', () => {
  it('is off until the admin turns it on, and can be turned off again', async () => {
    const { token } = await app.t.signIn('admin', { locale: 'es' });
    expect((await reminderSetting(token)).json()).toEqual({ task_due_email: false });
    const on = await reminderSetting(token, { task_due_email: true }, 'es');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ task_due_email: true, message: 'Opción guardada.' });
    expect((await reminderSetting(token)).json()).toEqual({ task_due_email: true });
    expect((await reminderSetting(token, { task_due_email: false })).json().task_due_email).toBe(
      false,
    );
    expect((await reminderSetting(token)).json()).toEqual({ task_due_email: false });
  });

  it('refuses what is not a yes or a no with a 422 naming the field', async () => {
    const { token } = await app.t.signIn('admin');
    for (const payload of [{ task_due_email: 'yes' }, {}, { task_due_email: true, user_id: 'x' }]) {
      const response = await reminderSetting(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const refused = await reminderSetting(token, { task_due_email: 'yes' });
    expect(Object.keys(refused.json().errors)).toEqual(['task_due_email']);
    expect((await reminderSetting(token)).json()).toEqual({ task_due_email: false });
  });

  it('is an admin’s: a partner gets 403, a guest 401', async () => {
    const partner = await app.t.signIn('partner');
    expect((await reminderSetting(partner.token)).statusCode).toBe(403);
    expect((await reminderSetting(partner.token, { task_due_email: true })).statusCode).toBe(403);
    const guest = await app.t.request({ method: 'GET', url: '/api/me/task-reminders' });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the due-time e-mail', () => {
  it('goes at the due time, not a minute before, once, in the admin’s language', async () => {
    const { user, lead } = await adminWithDueTask('fr', true);
    await sendTaskReminders(app.t.db, at(DUE_UTC, -MINUTE));
    expect(await dueMailsTo(user.email)).toEqual([]);

    await sendTaskReminders(app.t.db, at(DUE_UTC));
    // Another process's round, and the next minute's, send no second e-mail.
    await Promise.all([
      sendTaskReminders(app.t.db, at(DUE_UTC)),
      sendTaskReminders(app.t.db, at(DUE_UTC, MINUTE)),
    ]);
    const [queued, ...more] = await dueMailsTo(user.email);
    expect(more).toEqual([]);
    expect(queued!.leadId).toBe(lead.id);

    const [mail] = (await deliverMail(app.t.db)).filter((row) => row.to === user.email);
    expect(mail!.subject).toBe(
      `À faire maintenant\u00a0: Rappeler le comptable (${lead.reference})`,
    );
    expect(mail!.text).toContain(`Bonjour ${user.name}`);
    expect(mail!.text).toContain('à 09:00 (fuseau horaire\u00a0: Australie)');
    expect(mail!.text).toContain(`https://app.test/lead/${lead.id}`);
  });

  it('is not sent to an admin who did not ask for it: the notice in the bell is', async () => {
    const { user, task } = await adminWithDueTask('en', false);
    await sendTaskReminders(app.t.db, at(DUE_UTC));
    expect(await dueMailsTo(user.email)).toEqual([]);
    const bell = await app.t.db.select().from(notices).where(eq(notices.taskId, task.id));
    expect(bell.map((notice) => [notice.userId, notice.kind])).toEqual([[user.id, 'task_due']]);
  });

  it('goes again for a new due time, and never for a task done before it', async () => {
    const { token, user, task } = await adminWithDueTask('en', true);
    await sendTaskReminders(app.t.db, at(DUE_UTC));
    expect(await dueMailsTo(user.email)).toHaveLength(1);
    const moved = await editTask(app.t, token, task.id, {
      title: 'Rappeler le comptable',
      due_date: '2026-10-06',
      due_time: '09:00',
      assignee_id: user.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await sendTaskReminders(app.t.db, at(DUE_UTC, 24 * 60 * MINUTE));
    expect(await dueMailsTo(user.email)).toHaveLength(2);

    const done = await adminWithDueTask('en', true);
    const marked = await app.t.request({
      method: 'POST',
      url: `/api/tasks/${done.task.id}/done`,
      token: done.token,
      payload: { done: true },
    });
    expect(marked.statusCode).toBe(200);
    await sendTaskReminders(app.t.db, at(DUE_UTC));
    expect(await dueMailsTo(done.user.email)).toEqual([]);
  });
});
