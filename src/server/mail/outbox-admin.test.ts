import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLead, createOutboxEmail } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, outbox } from '../db/schema';

let t: TestApp;
let leadId: string;
beforeAll(async () => {
  t = await createTestApp();
  leadId = (await createLead(t.db)).id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const post = (url: string, token?: string) => t.request({ method: 'POST', url, token });

describe('outgoing mail view', () => {
  it('counts messages by state and lists failed ones without their data', async () => {
    const { token } = await t.signIn('admin');
    await createOutboxEmail(t.db, { leadId, status: 'sent' });
    const failed = await createOutboxEmail(t.db, {
      leadId,
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
      data: { token: 'sealed-secret' },
    });
    const counts = await get('/api/outbox/counts', token);
    expect(counts.json().counts).toEqual({ pending: 0, sending: 0, sent: 1, failed: 1 });
    const list = await get('/api/outbox', token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: failed.id,
        recipient: failed.recipient,
        attempts: 5,
        last_error: '550 mailbox unavailable',
      }),
    ]);
    expect(list.body).not.toContain('sealed-secret');
    expect((await get('/api/outbox?status=sent', token)).json().data).toHaveLength(1);
  });

  it('pages with a cursor and refuses bad queries', async () => {
    const { token } = await t.signIn('admin');
    for (let i = 0; i < 3; i++) await createOutboxEmail(t.db, { leadId, status: 'failed' });
    const first = (await get('/api/outbox?limit=2', token)).json();
    expect(first.data).toHaveLength(2);
    const second = (await get(`/api/outbox?limit=2&cursor=${first.next_cursor}`, token)).json();
    expect(second.data).toHaveLength(1);
    expect((await get('/api/outbox?status=lost', token)).statusCode).toBe(422);
    expect((await get('/api/outbox?cursor=garbage', token)).statusCode).toBe(400);
  });

  it('retries one failed message, then all failed, with audit rows', async () => {
    const { token, user } = await t.signIn('admin');
    const one = await createOutboxEmail(t.db, { leadId, status: 'failed', attempts: 5 });
    await createOutboxEmail(t.db, { leadId, status: 'failed' });
    await createOutboxEmail(t.db, { leadId, status: 'failed' });
    const sent = await createOutboxEmail(t.db, { leadId, status: 'sent' });

    const res = await post(`/api/outbox/${one.id}/retry`, token);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, one.id));
    expect(row!.status).toBe('pending');
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await post(`/api/outbox/${one.id}/retry`, token)).statusCode).toBe(409);
    expect((await post(`/api/outbox/${sent.id}/retry`, token)).statusCode).toBe(409);
    expect(
      (await post(`/api/outbox/00000000-0000-4000-8000-000000000000/retry`, token)).statusCode,
    ).toBe(404);

    const all = await post('/api/outbox/retry-failed', token);
    expect(all.json()).toMatchObject({ retried: 2, message: '2 e-mails are queued again.' });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'outbox.retried'));
    expect(audit.filter((a) => a.actorUserId === user.id)).toHaveLength(2);
  });

  it('refuses partners and guests', async () => {
    const { token } = await t.signIn('partner');
    expect((await get('/api/outbox/counts', token)).statusCode).toBe(403);
    expect((await post('/api/outbox/retry-failed', token)).statusCode).toBe(403);
    expect((await get('/api/outbox')).statusCode).toBe(401);
  });
});
