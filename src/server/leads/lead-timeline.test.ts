import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from './lead-detail.test-support';
import { createLead, createOutboxEmail, createPartner } from '../../../tests/support/factories';
import { leadEvents, outbox } from '../db/schema';

const app = useAdminTestApp();

const at = (iso: string) => new Date(iso);
async function timeline(id: string, cursor?: string, token = app.admin.token) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return app.t.request({ method: 'GET', url: `/api/leads/${id}/timeline${query}`, token });
}

describe('the timeline', () => {
  it('merges events and e-mails newest first, with who did what and each e-mail’s state', async () => {
    const lead = await createLead(app.t.db);
    await app.t.db.insert(leadEvents).values([
      {
        leadId: lead.id,
        actorType: 'guest',
        type: 'created',
        createdAt: at('2026-01-01T10:00:00Z'),
      },
      {
        leadId: lead.id,
        actorType: 'user',
        actorUserId: app.admin.user.id,
        type: 'updated',
        data: { changes: { amount: { before: 50_000, after: 60_000 } } },
        createdAt: at('2026-01-03T10:00:00Z'),
      },
    ]);
    await createOutboxEmail(app.t.db, {
      leadId: lead.id,
      status: 'failed',
      lastError: '550 mailbox unavailable',
      createdAt: at('2026-01-02T10:00:00Z'),
    });
    await createOutboxEmail(app.t.db, {
      leadId: lead.id,
      status: 'sent',
      sentAt: at('2026-01-04T10:00:01Z'),
      createdAt: at('2026-01-04T10:00:00Z'),
    });
    const response = await timeline(lead.id);
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items.map((item: { kind: string }) => item.kind)).toEqual([
      'email',
      'event',
      'email',
      'event',
    ]);
    expect(items[0]).toMatchObject({ status: 'sent', last_error: null });
    expect(items[1]).toMatchObject({
      type: 'updated',
      actor: { type: 'user', name: app.admin.user.name },
      data: { changes: { amount: { before: 50_000, after: 60_000 } } },
    });
    expect(items[2]).toMatchObject({ status: 'failed', last_error: '550 mailbox unavailable' });
    expect(items[3]).toMatchObject({ type: 'created', actor: { type: 'guest', name: null } });
  });

  it('pages by cursor, every entry exactly once', async () => {
    const lead = await createLead(app.t.db);
    const base = Date.parse('2026-02-01T00:00:00Z');
    await app.t.db.insert(leadEvents).values(
      Array.from({ length: 70 }, (_, index) => ({
        leadId: lead.id,
        actorType: 'system' as const,
        type: 'note',
        // Pairs share a time: the id breaks the tie.
        createdAt: new Date(base + Math.floor(index / 2) * 1000),
      })),
    );
    for (let index = 0; index < 10; index++)
      await createOutboxEmail(app.t.db, {
        leadId: lead.id,
        createdAt: new Date(base + index * 1500),
      });
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = (await timeline(lead.id, cursor)).json();
      seen.push(...page.data.map((item: { id: string }) => item.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(80);
    expect(new Set(seen).size).toBe(80);
  });

  it('refuses a forged cursor with a 400, never a 500', async () => {
    const lead = await createLead(app.t.db);
    const forged = Buffer.from(JSON.stringify(['yesterday', lead.id])).toString('base64url');
    for (const cursor of [forged, 'garbage']) {
      expect((await timeline(lead.id, cursor)).statusCode).toBe(400);
    }
  });
});

describe('resending an e-mail', () => {
  it('queues a failed e-mail again and records it', async () => {
    const lead = await createLead(app.t.db);
    const email = await createOutboxEmail(app.t.db, {
      leadId: lead.id,
      status: 'failed',
      attempts: 5,
      lastError: 'timeout',
      nextAttemptAt: at('2030-01-01T00:00:00Z'),
    });
    const response = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/emails/${email.id}/resend`,
      token: app.admin.token,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await app.t.db.select().from(outbox).where(eq(outbox.id, email.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const items = (await timeline(lead.id)).json().data;
    expect(items.find((item: { type?: string }) => item.type === 'email_resent')).toMatchObject({
      data: { email_id: email.id },
    });
  });

  it('refuses a pending or sent e-mail (409) and another lead’s e-mail (404)', async () => {
    const lead = await createLead(app.t.db);
    const other = await createLead(app.t.db);
    const sent = await createOutboxEmail(app.t.db, { leadId: lead.id, status: 'sent' });
    const pending = await createOutboxEmail(app.t.db, { leadId: lead.id });
    const elsewhere = await createOutboxEmail(app.t.db, { leadId: other.id, status: 'failed' });
    const resend = (emailId: string) =>
      app.t.request({
        method: 'POST',
        url: `/api/leads/${lead.id}/emails/${emailId}/resend`,
        token: app.admin.token,
      });
    for (const email of [sent, pending]) {
      const response = await resend(email.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only a failed e-mail can be sent again.');
    }
    expect((await resend(elsewhere.id)).statusCode).toBe(404);
    expect((await resend('nope')).statusCode).toBe(404);
  });
});

describe('partners', () => {
  it('reach none of the lead screen’s routes, not even for a lead they referred', async () => {
    const { partner, user } = await createPartner(app.t.db);
    const token = (
      await app.t.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: 'correct horse battery staple' },
      })
    ).json().token as string;
    const lead = await createLead(app.t.db, { partnerId: partner.id });
    const email = await createOutboxEmail(app.t.db, { leadId: lead.id, status: 'failed' });
    const calls = [
      ['GET', ''],
      ['PATCH', ''],
      ['POST', '/status'],
      ['POST', '/assignment'],
      ['POST', '/notes'],
      ['GET', '/timeline'],
      ['POST', `/emails/${email.id}/resend`],
    ] as const;
    for (const [method, tail] of calls) {
      const response = await app.t.request({
        method,
        url: `/api/leads/${lead.id}${tail}`,
        token,
        ...(method === 'GET' ? {} : { payload: { version: 1, note: 'x', status: 'contacted' } }),
      });
      expect(response.statusCode, `${method} ${tail}`).toBe(403);
    }
    const [row] = await app.t.db.select().from(outbox).where(eq(outbox.id, email.id));
    expect(row?.status).toBe('failed');
  });
});
