import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { guestLinks, rateLimits } from '../db/schema';
import { randomToken } from '../lib/hash';
import { dealRoomLead, sendTermSheet, useDealRoomApp } from './deal-room.test-support';

const app = useDealRoomApp();
beforeEach(async () => {
  await app.t.db.delete(rateLimits);
});

const guestRead = (token: string, ip = '198.51.100.20') =>
  app.t.request({ method: 'GET', url: `/api/guest/term-sheet/${token}`, remoteAddress: ip });
const links = (leadId: string) =>
  app.t.request({ method: 'GET', url: `/api/leads/${leadId}/guest-links`, token: app.admin.token });

describe('a guest link that does not work', () => {
  it('answers unknown, malformed, revoked, expired and other-purpose tokens with one and the same 404', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    const [link] = await app.t.db.select().from(guestLinks).where(eq(guestLinks.leadId, lead.id));

    const answers = [
      await guestRead(randomToken(32)),
      await guestRead('short'),
      await guestRead('..%2F..%2Fetc%2Fpasswd'),
      await app.t.request({ method: 'GET', url: `/api/guest/upload/${token}` }),
    ];
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(guestLinks.id, link!.id));
    answers.push(await guestRead(token));
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: sql`now() + interval '1 day'`, revokedAt: sql`now()` })
      .where(eq(guestLinks.id, link!.id));
    answers.push(await guestRead(token));

    const termSheetAnswers = answers.filter((_, index) => index !== 3);
    for (const answer of termSheetAnswers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        message:
          'This link is not valid any more. It may have expired or been replaced by a newer one. Please contact us and we will send you a new link.',
      });
    }
    expect(answers[3]!.statusCode).toBe(404);
  });

  it('slows down an address that keeps trying tokens: 429 after 30 refusals', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      statuses.push((await guestRead(randomToken(32), '198.51.100.99')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    expect((await guestRead(randomToken(32), '198.51.100.100')).statusCode).toBe(404);
  });
});

describe('the admin managing links', () => {
  it('lists links with their state and last use, and revokes one at once', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    expect((await guestRead(token)).statusCode).toBe(200);
    const listed = (await links(lead.id)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      purpose: 'term-sheet',
      state: 'active',
      sent_to: lead.email,
      created_by: app.admin.user.name,
    });
    expect(listed[0].last_used_at).not.toBeNull();

    const revoke = () =>
      app.t.request({
        method: 'POST',
        url: `/api/leads/${lead.id}/guest-links/${listed[0].id}/revoke`,
        token: app.admin.token,
      });
    const revoked = await revoke();
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().link.state).toBe('revoked');
    expect((await guestRead(token)).statusCode).toBe(404);
    expect((await revoke()).statusCode).toBe(409);
  });

  it('refuses to send a link with nothing behind it', async () => {
    const lead = await dealRoomLead(app);
    const send = (purpose: string) =>
      app.t.request({
        method: 'POST',
        url: `/api/leads/${lead.id}/guest-links`,
        token: app.admin.token,
        payload: { purpose },
      });
    expect((await send('term-sheet')).statusCode).toBe(409);
    expect((await send('upload')).json().message).toBe(
      'Choose at least one document to request before sending the upload link.',
    );
    expect((await send('elsewhere')).statusCode).toBe(422);
  });

  it("keeps one lead's link away from another lead's routes", async () => {
    const lead = await dealRoomLead(app);
    const other = await dealRoomLead(app);
    await sendTermSheet(app, lead);
    const [link] = await app.t.db.select().from(guestLinks).where(eq(guestLinks.leadId, lead.id));
    const response = await app.t.request({
      method: 'POST',
      url: `/api/leads/${other.id}/guest-links/${link!.id}/revoke`,
      token: app.admin.token,
    });
    expect(response.statusCode).toBe(404);
  });
});
