import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import type { Market } from '../../shared/markets/markets';
import { notices, outbox, settings, taskDigests } from '../db/schema';
import { runTaskRound } from './run-task-round';
import { addTask, useTasksApp } from './tasks.test-support';

const app = useTasksApp();
const MINUTE = 60_000;
const minus = (iso: string, ms: number) => new Date(new Date(iso).getTime() - ms);

/** An admin with one task on a lead of `market`, due at `due` on that market's clock. */
async function adminWithTask(market: Market, due: { date: string; time: string }, locale = 'en') {
  const { token, user } = await app.t.signIn('admin', { locale });
  const lead = await createLead(app.t.db, { market, businessName: `Harbour Freight ${market}` });
  const added = await addTask(app.t, token, lead.id, {
    title: `Call ${market} back`,
    due_date: due.date,
    due_time: due.time,
    assignee_id: user.id,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { user, lead, task: added.json().task as { id: string } };
}

const digestsTo = async (email: string) =>
  app.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.template, 'task-digest')));

/**
 * 07:30 on the market's clock the day before and the day after each daylight-saving change of
 * 2026, written out in UTC by hand (not by the code under test): AU forward on 4 October and
 * back on 5 April, NZ forward on 27 September and back on 5 April.
 */
const DIGEST_TIMES: [Market, string, string][] = [
  ['AU', '2026-10-03', '2026-10-02T21:30:00Z'], // AEST +10
  ['AU', '2026-10-05', '2026-10-04T20:30:00Z'], // AEDT +11
  ['AU', '2026-04-04', '2026-04-03T20:30:00Z'], // AEDT +11
  ['AU', '2026-04-06', '2026-04-05T21:30:00Z'], // AEST +10
  ['NZ', '2026-09-26', '2026-09-25T19:30:00Z'], // NZST +12
  ['NZ', '2026-09-28', '2026-09-27T18:30:00Z'], // NZDT +13
  ['NZ', '2026-04-04', '2026-04-03T18:30:00Z'], // NZDT +13
  ['NZ', '2026-04-06', '2026-04-05T19:30:00Z'], // NZST +12
];

describe('the daily digest', () => {
  it.each(DIGEST_TIMES)(
    'goes at 07:30 on the %s clock on %s (%s), once',
    async (market, day, utc) => {
      const { user } = await adminWithTask(market, { date: day, time: '10:00' });
      await runTaskRound(app.t.db, minus(utc, MINUTE));
      expect(await digestsTo(user.email)).toEqual([]);

      await runTaskRound(app.t.db, new Date(utc));
      const [digest, ...more] = await digestsTo(user.email);
      expect(more).toEqual([]);
      expect(digest!.data).toMatchObject({
        market,
        day,
        tasks: [{ title: `Call ${market} back` }],
      });

      // Another process's round, or the next minute's, sends no second digest.
      await Promise.all([
        runTaskRound(app.t.db, new Date(utc)),
        runTaskRound(app.t.db, new Date(new Date(utc).getTime() + MINUTE)),
      ]);
      expect(await digestsTo(user.email)).toHaveLength(1);
    },
  );

  it('lists the overdue and today’s tasks in the admin’s language, and nothing of tomorrow', async () => {
    const { user, lead } = await adminWithTask('AU', { date: '2026-10-05', time: '09:00' }, 'fr');
    const { token } = await app.t.signIn('admin');
    for (const [title, date] of [
      ['Relancer le comptable', '2026-10-02'],
      ['Demain', '2026-10-06'],
    ] as const) {
      await addTask(app.t, token, lead.id, {
        title,
        due_date: date,
        due_time: '16:00',
        assignee_id: user.id,
      });
    }
    await runTaskRound(app.t.db, new Date('2026-10-04T20:30:00Z'));
    const mail = (await deliverMail(app.t.db)).find((item) => item.to === user.email);
    expect(mail!.subject).toBe('Vos tâches en Australie pour le lundi 5 octobre 2026');
    expect(mail!.text).toContain('1 tâche est en retard. 1 tâche est à faire aujourd’hui.');
    expect(mail!.text).toContain('En retard depuis le vendredi 2 octobre 2026, 16:00');
    expect(mail!.text).toContain('Aujourd’hui, 09:00');
    expect(mail!.text).toContain('Call AU back');
    expect(mail!.text).not.toContain('Demain');
    expect(mail!.text).toContain('https://app.test/tasks');
  });

  it('sends nothing to an admin with nothing due, and follows the digest time setting', async () => {
    const { user: idle } = await app.t.signIn('admin');
    const { user } = await adminWithTask('NZ', { date: '2026-11-10', time: '12:00' });
    await app.t.db
      .insert(settings)
      .values({ key: 'task_digest_time', value: '18:00' })
      .onConflictDoUpdate({ target: settings.key, set: { value: '18:00' } });
    try {
      // 07:30 and 17:59 NZDT on 10 November: not yet; 18:00: the digest.
      await runTaskRound(app.t.db, new Date('2026-11-09T18:30:00Z'));
      await runTaskRound(app.t.db, new Date('2026-11-10T04:59:00Z'));
      expect(await digestsTo(user.email)).toEqual([]);
      await runTaskRound(app.t.db, new Date('2026-11-10T05:00:00Z'));
      expect(await digestsTo(user.email)).toHaveLength(1);
      expect(await digestsTo(idle.email)).toEqual([]);
      const [decided] = await app.t.db
        .select()
        .from(taskDigests)
        .where(and(eq(taskDigests.userId, idle.id), eq(taskDigests.day, '2026-11-10')));
      expect(decided).toMatchObject({ market: 'NZ', taskCount: 0 });
    } finally {
      await app.t.db.delete(settings).where(eq(settings.key, 'task_digest_time'));
    }
  });
});

/** Due times on the market's clock either side of each 2026 change, in UTC by hand. */
const DUE_TIMES: [Market, string, string, string][] = [
  ['AU', '2026-10-03', '09:00', '2026-10-02T23:00:00Z'],
  ['AU', '2026-10-05', '09:00', '2026-10-04T22:00:00Z'],
  ['AU', '2026-10-04', '03:15', '2026-10-03T16:15:00Z'], // the first hour of daylight time
  ['NZ', '2026-09-26', '09:00', '2026-09-25T21:00:00Z'],
  ['NZ', '2026-09-28', '09:00', '2026-09-27T20:00:00Z'],
  ['NZ', '2026-04-05', '02:30', '2026-04-04T13:30:00Z'], // repeated: the earlier, NZDT
];

describe('a reminder at the due time', () => {
  it.each(DUE_TIMES)(
    'reaches the assignee on the %s clock on %s at %s (%s), once',
    async (market, date, time, utc) => {
      const { user, task, lead } = await adminWithTask(market, { date, time });
      await runTaskRound(app.t.db, minus(utc, MINUTE));
      const mine = () => app.t.db.select().from(notices).where(eq(notices.userId, user.id));
      expect(await mine()).toEqual([]);

      await Promise.all([
        runTaskRound(app.t.db, new Date(utc)),
        runTaskRound(app.t.db, new Date(utc)),
      ]);
      await runTaskRound(app.t.db, new Date(new Date(utc).getTime() + MINUTE));
      const [notice, ...more] = await mine();
      expect(more).toEqual([]);
      expect(notice).toMatchObject({
        kind: 'task_due',
        taskId: task.id,
        leadId: lead.id,
        readAt: null,
      });
    },
  );
});
