import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { guestLinks, leadEvents, leads, partners } from '../db/schema';
import {
  PDF,
  requestDocuments,
  upload,
  useDocumentsApp,
} from '../deal-room/documents.test-support';
import { dealRoomLead } from '../deal-room/deal-room.test-support';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { dayIn } from '../lib/zoned-day';
import { reminderDueAt } from './reminder-due-at';
import { sendDueReminders } from './send-due-reminders';

const app = useDocumentsApp();
const DAY = 86_400_000;

/** One round of the sweeper at `now`, as main.ts runs it. */
const round = (now: Date) => sendDueReminders(app.t.db, { now, appKey: TEST_APP_KEY });

const saveSettings = (payload: Record<string, unknown>) =>
  app.t.request({ method: 'PUT', url: '/api/settings', token: app.admin.token, payload });

async function chaseEvery(everyDays: Record<Market, number>, max: Record<Market, number>) {
  const saved = await saveSettings({
    document_chase_every_days: everyDays,
    document_chase_max: max,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const readChase = async (leadId: string, token = app.admin.token) =>
  app.t.request({ method: 'GET', url: `/api/leads/${leadId}/document-chase`, token });

interface ReminderEvent {
  number: number;
  max: number;
  documents: { value: string; labels: Record<string, string> }[];
}

/** The lead's reminder events, oldest first. */
async function reminders(leadId: string) {
  const rows = await app.t.db
    .select({ data: leadEvents.data, actorType: leadEvents.actorType })
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, 'document_reminder_sent')))
    .orderBy(asc(leadEvents.createdAt));
  return rows.map((row) => ({ ...(row.data as ReminderEvent), actor: row.actorType }));
}

/** The link the chase follows: the upload link the admin sent (not a companion). */
async function sentLink(leadId: string) {
  const [link] = await app.t.db
    .select()
    .from(guestLinks)
    .where(and(eq(guestLinks.leadId, leadId), isNull(guestLinks.companionOf)))
    .orderBy(desc(guestLinks.createdAt))
    .limit(1);
  return link!;
}

/** A lead with documents requested and its upload link sent; answers the first due time too. */
async function chasedLead(market: Market = 'AU', types?: string[], everyDays = 7) {
  const lead = await dealRoomLead(app, { market });
  const requested = await requestDocuments(app, lead, types);
  const link = await sentLink(lead.id);
  const firstDue = reminderDueAt(link.createdAt, everyDays, MARKET_INFO[market].timeZone);
  return { lead, link, firstDue, ...requested };
}

describe('document chasing settings', () => {
  it('refuses what is not a whole number in range, per market, naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ document_chase_every_days: { AU: 31, NZ: 3 } }, 'document_chase_every_days.AU'],
      [{ document_chase_every_days: { AU: 3, NZ: -1 } }, 'document_chase_every_days.NZ'],
      [{ document_chase_every_days: { AU: 2.5, NZ: 3 } }, 'document_chase_every_days.AU'],
      [{ document_chase_max: { AU: 0, NZ: 3 } }, 'document_chase_max.AU'],
      [{ document_chase_max: { AU: 3, NZ: 11 } }, 'document_chase_max.NZ'],
      [{ document_chase_max: { AU: 3, NZ: '3' } }, 'document_chase_max.NZ'],
      [{ document_chase_max: { AU: 3 } }, 'document_chase_max.NZ'],
    ];
    for (const [payload, field] of cases) {
      const answer = await saveSettings(payload);
      expect(answer.statusCode, field).toBe(422);
      expect(Object.keys(answer.json().errors), field).toContain(field);
    }
    await chaseEvery({ AU: 4, NZ: 0 }, { AU: 2, NZ: 10 });
    const read = await app.t.request({
      method: 'GET',
      url: '/api/settings',
      token: app.admin.token,
    });
    expect(read.json().settings).toMatchObject({
      document_chase_every_days: { AU: 4, NZ: 0 },
      document_chase_max: { AU: 2, NZ: 10 },
    });
  });
});

describe('document reminders', () => {
  it('reminds every N days on the market’s clock, at most M times, in the applicant’s language, with a working link', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const lead = await dealRoomLead(app, { market: 'AU', locale: 'fr' });
    await requestDocuments(app, lead, ['bank_statements', 'photo_id']);
    const link = await sentLink(lead.id);
    const sydney = MARKET_INFO.AU.timeZone;
    const firstDue = reminderDueAt(link.createdAt, 7, sydney);

    await round(new Date(firstDue.getTime() - 1));
    expect(await reminders(lead.id)).toEqual([]);
    expect((await readChase(lead.id)).json().chase).toMatchObject({
      state: 'scheduled',
      sent: 0,
      max: 3,
      every_days: 7,
      market: 'AU',
      next_at: firstDue.toISOString(),
      next_on: dayIn(firstDue, sydney),
    });
    // The 7th day after the link's own day on Sydney's clock, whatever the hour it was sent
    // (this compared times: it failed for a link sent before 09:00 in Sydney).
    const linkDay = new Date(`${dayIn(link.createdAt, sydney)}T00:00:00Z`);
    expect(dayIn(firstDue, sydney)).toBe(
      new Date(linkDay.getTime() + 7 * DAY).toISOString().slice(0, 10),
    );

    await round(firstDue);
    await round(firstDue); // the same round again sends nothing more
    const first = await reminders(lead.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ number: 1, max: 3, actor: 'system' });
    expect(first[0]!.documents).toEqual([
      expect.objectContaining({
        value: 'bank_statements',
        labels: expect.objectContaining({ en: expect.any(String), fr: expect.any(String) }),
      }),
      expect.objectContaining({ value: 'photo_id' }),
    ]);

    const mail = (await deliverMail(app.t.db)).find((m) => m.to === lead.email);
    expect(mail?.subject).toContain('Rappel');
    expect(mail?.text).toContain('Relevés bancaires');
    const token = decodeURIComponent(linkIn(mail, '/upload/').pathname.split('/').pop()!);
    const page = await app.t.request({ method: 'GET', url: `/api/guest/upload/${token}` });
    expect(page.statusCode).toBe(200);
    // The admin's list shows the link they sent, used through the reminder's companion.
    const links = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}/guest-links`,
      token: app.admin.token,
    });
    expect(links.json().data).toEqual([
      expect.objectContaining({ id: link.id, state: 'active', last_used_at: expect.any(String) }),
    ]);

    // The second falls N days after the first was sent, the third N after that; no fourth.
    const secondDue = reminderDueAt(firstDue, 7, sydney);
    await round(new Date(secondDue.getTime() - 1));
    expect(await reminders(lead.id)).toHaveLength(1);
    await round(secondDue);
    const thirdDue = reminderDueAt(secondDue, 7, sydney);
    await round(thirdDue);
    await round(new Date(thirdDue.getTime() + 7 * DAY));
    const all = await reminders(lead.id);
    expect(all.map((event) => `${event.number} of ${event.max}`)).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    const chase = (await readChase(lead.id)).json().chase;
    expect(chase).toMatchObject({ state: 'limit_reached', sent: 3, next_at: null });
  });

  it('stops as soon as every requested document has arrived, and lists only what is missing', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, token, requestId, firstDue } = await chasedLead('AU');
    const sent = await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: 'statement.pdf', content: PDF },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    await round(firstDue);
    const [only] = await reminders(lead.id);
    expect(only!.documents.map((doc) => doc.value)).toEqual(['photo_id']);

    const photo = await upload(app, token, { request_id: requestId('photo_id') }, [
      { name: 'id.pdf', content: Buffer.concat([PDF, Buffer.from('%id')]) },
    ]);
    expect(photo.statusCode, photo.body).toBe(200);
    await round(new Date(firstDue.getTime() + 30 * DAY));
    expect(await reminders(lead.id)).toHaveLength(1);
    expect((await readChase(lead.id)).json().chase.state).toBe('nothing_outstanding');
  });

  it('stops when the link is revoked, and the reminders’ links end with it', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, link, firstDue } = await chasedLead('AU');
    await round(firstDue);
    const mail = (await deliverMail(app.t.db)).find((m) => m.to === lead.email);
    const reminderToken = decodeURIComponent(linkIn(mail, '/upload/').pathname.split('/').pop()!);

    const revoked = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/guest-links/${link.id}/revoke`,
      token: app.admin.token,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const page = await app.t.request({ method: 'GET', url: `/api/guest/upload/${reminderToken}` });
    expect(page.statusCode).toBe(404);

    await round(new Date(firstDue.getTime() + 14 * DAY));
    expect(await reminders(lead.id)).toHaveLength(1);
    expect((await readChase(lead.id)).json().chase.state).toBe('link_revoked');
  });

  it('stops when the link has expired', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, link } = await chasedLead('AU');
    await round(new Date(link.expiresAt.getTime() + 1));
    expect(await reminders(lead.id)).toEqual([]);
    // The round and the screen read the same clock: the screen is asked at the real one.
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(guestLinks.id, link.id));
    expect((await readChase(lead.id)).json().chase.state).toBe('link_expired');
  });

  it('sends one reminder when two rounds run at once', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, firstDue } = await chasedLead('AU');
    await Promise.all([round(firstDue), round(firstDue), round(firstDue)]);
    expect(await reminders(lead.id)).toHaveLength(1);
    const mails = (await deliverMail(app.t.db)).filter((m) => m.to === lead.email);
    expect(mails).toHaveLength(1);
  });

  it('follows each market’s settings: off in one, other spacing and limit in the other', async () => {
    await chaseEvery({ AU: 0, NZ: 2 }, { AU: 3, NZ: 1 });
    const au = await chasedLead('AU', undefined, 2);
    const nz = await chasedLead('NZ', ['bank_statements'], 2);
    await round(nz.firstDue);
    await round(new Date(nz.firstDue.getTime() + 10 * DAY));
    expect(await reminders(au.lead.id)).toEqual([]);
    expect(await reminders(nz.lead.id)).toHaveLength(1);
    expect((await readChase(au.lead.id)).json().chase.state).toBe('off');
    expect((await readChase(nz.lead.id)).json().chase).toMatchObject({
      state: 'limit_reached',
      every_days: 2,
      max: 1,
    });
  });

  it('sends at 09:00 in Sydney and in Auckland across a daylight-saving change', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const au = await chasedLead('AU');
    const nz = await chasedLead('NZ', ['bank_statements']);
    // Sent 1 October 2026 at 10:00 in Sydney (AEST); clocks go forward on 4 October.
    await app.t.db
      .update(guestLinks)
      .set({
        createdAt: new Date('2026-10-01T00:00:00Z'),
        expiresAt: new Date('2026-10-31T00:00:00Z'),
      })
      .where(eq(guestLinks.id, au.link.id));
    // Sent 1 April 2027 at 10:00 in Auckland (NZDT); clocks go back on 4 April.
    await app.t.db
      .update(guestLinks)
      .set({
        createdAt: new Date('2027-03-31T21:00:00Z'),
        expiresAt: new Date('2027-04-30T21:00:00Z'),
      })
      .where(eq(guestLinks.id, nz.link.id));

    await round(new Date('2026-10-07T21:59:59Z')); // 08:59:59 AEDT on 8 October
    expect(await reminders(au.lead.id)).toHaveLength(0);
    await round(new Date('2026-10-07T22:00:00Z')); // 09:00 AEDT
    expect(await reminders(au.lead.id)).toHaveLength(1);

    await round(new Date('2027-04-07T20:59:59Z')); // 08:59:59 NZST on 8 April
    expect(await reminders(nz.lead.id)).toHaveLength(0);
    await round(new Date('2027-04-07T21:00:00Z')); // 09:00 NZST
    expect(await reminders(nz.lead.id)).toHaveLength(1);
  });

  it('is paused and resumed by an admin for one lead, with timeline events', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, firstDue } = await chasedLead('AU');
    const pause = (paused: unknown) =>
      app.t.request({
        method: 'PUT',
        url: `/api/leads/${lead.id}/document-chase`,
        token: app.admin.token,
        payload: { paused },
      });
    expect((await pause('yes')).statusCode).toBe(422);
    const paused = await pause(true);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().chase).toMatchObject({ state: 'paused', paused_by: expect.any(String) });
    expect((await pause(true)).statusCode).toBe(200);
    await round(firstDue);
    expect(await reminders(lead.id)).toEqual([]);

    expect((await pause(false)).json().chase.state).toBe('scheduled');
    await round(firstDue);
    expect(await reminders(lead.id)).toHaveLength(1);
    const types = await app.t.db
      .select({ type: leadEvents.type })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id));
    const kinds = types.map((row) => row.type);
    expect(kinds.filter((type) => type === 'document_chase_paused')).toHaveLength(1);
    expect(kinds.filter((type) => type === 'document_chase_resumed')).toHaveLength(1);
  });

  it('stops for a closed lead', async () => {
    await chaseEvery({ AU: 7, NZ: 7 }, { AU: 3, NZ: 3 });
    const { lead, firstDue } = await chasedLead('AU');
    await app.t.db.update(leads).set({ status: 'withdrawn' }).where(eq(leads.id, lead.id));
    await round(firstDue);
    expect(await reminders(lead.id)).toEqual([]);
    expect((await readChase(lead.id)).json().chase.state).toBe('lead_closed');
  });

  it('is for admins only: a partner reads or pauses no lead’s chase, their own included', async () => {
    const partner = await app.t.signIn('partner');
    const [row] = await app.t.db
      .select({ id: partners.id })
      .from(partners)
      .where(eq(partners.userId, partner.user.id));
    const own = await dealRoomLead(app, { partnerId: row!.id });
    await requestDocuments(app, own, ['bank_statements']);
    expect((await readChase(own.id, partner.token)).statusCode).toBe(403);
    const pause = await app.t.request({
      method: 'PUT',
      url: `/api/leads/${own.id}/document-chase`,
      token: partner.token,
      payload: { paused: true },
    });
    expect(pause.statusCode).toBe(403);
    expect((await readChase('not-a-lead')).statusCode).toBe(404);
    expect((await readChase('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
