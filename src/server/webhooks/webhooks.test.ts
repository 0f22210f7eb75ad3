import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applicationPayload,
  createLead,
  createPartner,
  TEST_PASSWORD,
} from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import { WebhookReceiver } from '../../../tests/support/webhook-receiver';
import { commissions, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { addLeadEvent } from '../leads/leads.queries';
import { filledFormToken, TEST_APP_KEY } from '../leads/leads.test-support';
import { processWebhooksOnce } from './webhook-worker';
import {
  closeWebhookTestApp,
  loopbackWorkerOptions as options,
  openWebhookTestApp,
  resetWebhooks,
  signedInPartner,
} from './webhooks.test-support';

let t: TestApp;
let admin: string;
const receiver = new WebhookReceiver();
const later = (seconds = 60) => new Date(Date.now() + seconds * 1000);

beforeAll(async () => {
  ({ t, admin } = await openWebhookTestApp(receiver, {
    APPLY_RATE_LIMIT: '1000',
    APPLY_EMAIL_RATE_LIMIT: '1000',
  }));
});
afterAll(() => closeWebhookTestApp(t, receiver));
beforeEach(() => resetWebhooks(t, receiver));

/** Adds an endpoint as its owner does: with their password (decision 0088). */
const register = async (token: string, body: Record<string, unknown>) =>
  t.request({
    method: 'POST',
    url: '/api/webhooks',
    token,
    payload: { current_password: TEST_PASSWORD, ...body },
  });

/** An endpoint at the receiver whose secret the receiver learns, as its owner would paste it. */
async function endpointAtReceiver(token: string, events: string[] = ['lead.created']) {
  const response = await register(token, { url: receiver.url, events });
  expect(response.statusCode).toBe(200);
  const { endpoint, secret } = response.json() as { endpoint: { id: string }; secret: string };
  receiver.secrets.push(secret);
  return { id: endpoint.id, secret };
}

const apply = (overrides: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...applicationPayload(overrides) },
  });

/** Runs the worker until nothing is due within the next hour (backoff included). */
async function drain(maxRounds = 20) {
  for (let round = 0; round < maxRounds; round++) {
    const result = await processWebhooksOnce(t.db, options, later(3600 * (round + 1)));
    if (result.delivered + result.retried + result.failed === 0) return;
  }
}

describe('registering an endpoint', () => {
  it('shows the secret once, keeps it sealed, and lists the endpoint without it', async () => {
    const response = await register(admin, { url: receiver.url, events: ['lead.created'] });
    expect(response.statusCode).toBe(200);
    const { endpoint, secret } = response.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [row] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretSealed).not.toContain(secret.slice(6, 20));
    const list = await t.request({ method: 'GET', url: '/api/webhooks', token: admin });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        url: receiver.url,
        events: ['lead.created'],
        enabled: true,
      }),
    ]);
    expect(list.body).not.toContain(secret);
  });

  it('asks the owner’s password: a session alone adds no endpoint', async () => {
    const bare = await t.request({
      method: 'POST',
      url: '/api/webhooks',
      token: admin,
      payload: { url: receiver.url, events: ['lead.created'] },
    });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors)).toEqual(['current_password']);
    const wrong = await register(admin, {
      url: receiver.url,
      events: ['lead.created'],
      current_password: 'not the password',
    });
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['lead.deleted'] }, 'events.0'],
      [{ url: 'not a url', events: ['lead.created'] }, 'url'],
      [{ url: 'ftp://127.0.0.1/x', events: ['lead.created'] }, 'url'],
      [{ url: 'http://user:pw@127.0.0.1/x', events: ['lead.created'] }, 'url'],
      [{ events: ['lead.created'] }, 'url'],
    ];
    for (const [body, field] of cases) {
      const response = await register(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(response.json().errors)).toContain(field);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses private, link-local and unspecified targets, and names resolving to them', async () => {
    for (const url of [
      'https://10.1.2.3/hooks',
      'https://172.16.0.1/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/hooks',
      'https://[fd00:ec2::254]/hooks',
      'https://0.0.0.0/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      // IPv6 transition forms of loopback (issue 41, finding 8), refused even with the loopback
      // test setting: only 127.0.0.0/8 and ::1 themselves are loopback to it.
      'http://[::127.0.0.1]/',
      'http://[2002:7f00:1::]/',
      'http://[::ffff:0:7f00:1]/',
    ]) {
      const response = await register(admin, { url, events: ['lead.created'] });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors.url).toEqual([
        expect.stringMatching(/private, loopback or link-local/),
      ]);
    }
  });

  it('refuses loopback, by address or by a name resolving to it, without the test setting', async () => {
    const strict = await createTestApp();
    try {
      const token = (await strict.signIn('admin')).token;
      for (const url of [receiver.url, 'http://localhost:9/hooks', 'https://[::1]/hooks']) {
        const response = await strict.request({
          method: 'POST',
          url: '/api/webhooks',
          token,
          payload: { url, events: ['lead.created'], current_password: TEST_PASSWORD },
        });
        expect(response.statusCode, url).toBe(422);
        expect(Object.keys(response.json().errors)).toEqual(['url']);
      }
    } finally {
      await strict.close();
    }
  });

  it('refuses the loopback setting in production', () => {
    expect(() =>
      testConfig({
        NODE_ENV: 'production',
        APP_KEY: TEST_APP_KEY,
        WEBHOOKS_ALLOW_LOOPBACK: 'true',
      }),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
  });

  it('is for admins and active partners only', async () => {
    const pending = await createPartner(t.db, { status: 'pending' });
    const signIn = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: pending.user.email, password: 'correct horse battery staple' },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().token as string;
    expect((await t.request({ method: 'GET', url: '/api/webhooks', token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/webhooks' })).statusCode).toBe(401);
  });
});

describe('deliveries', () => {
  it('signs each delivery so the reference package verifies it, in the same transaction as the lead', async () => {
    await endpointAtReceiver(admin);
    const response = await apply();
    expect(response.statusCode).toBe(200);
    const queued = await t.db.select().from(webhookDeliveries);
    expect(queued).toHaveLength(1);
    expect(await processWebhooksOnce(t.db, options, later())).toMatchObject({ delivered: 1 });
    expect(receiver.rejected).toBe(0);
    const [hook] = receiver.received;
    expect(hook?.payload).toMatchObject({
      type: 'lead.created',
      data: { reference: response.json().reference, market: 'AU', status: 'new' },
    });
    expect(hook?.payload.data.email).toEqual(expect.any(String));
    // The firm gets the event's data, but not the applicant's network address and browser.
    expect(hook?.payload.data.event).toMatchObject({ source: 'apply' });
    expect(hook?.payload.data.event).not.toHaveProperty('ip');
    expect(hook?.payload.data.event).not.toHaveProperty('user_agent');
    expect(hook?.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
      responseBody: 'answer 200',
    });
    expect(row?.responseMs).toEqual(expect.any(Number));
  });

  it('retries with backoff after a 500, then delivers once', async () => {
    const { id } = await endpointAtReceiver(admin);
    receiver.answers.push(500);
    await apply();
    const start = new Date();
    expect(await processWebhooksOnce(t.db, options, start)).toMatchObject({ retried: 1 });
    const [failed] = await t.db.select().from(webhookDeliveries);
    expect(failed).toMatchObject({
      status: 'pending',
      lastStatus: 500,
      responseBody: 'answer 500',
      attempts: 1,
    });
    expect(failed!.nextAttemptAt.getTime() - start.getTime()).toBe(options.retryBaseSeconds * 1000);
    // Not due yet: the backoff holds it.
    expect(
      await processWebhooksOnce(t.db, options, new Date(start.getTime() + 5000)),
    ).toMatchObject({
      delivered: 0,
      retried: 0,
    });
    expect(await processWebhooksOnce(t.db, options, failed!.nextAttemptAt)).toMatchObject({
      delivered: 1,
    });
    expect(receiver.received).toHaveLength(1);
    const log = await t.request({
      method: 'GET',
      url: `/api/webhooks/${id}/deliveries`,
      token: admin,
    });
    expect(log.json().data).toEqual([
      expect.objectContaining({
        status: 'delivered',
        attempts: 2,
        last_status: 200,
        event_type: 'lead.created',
      }),
    ]);
    // A second 5xx backs off twice as long.
    receiver.answers.push(500, 500);
    await apply();
    const second = new Date();
    await processWebhooksOnce(t.db, options, second);
    const retry = new Date(second.getTime() + options.retryBaseSeconds * 1000);
    await processWebhooksOnce(t.db, options, retry);
    const [row] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'pending'));
    expect(row!.nextAttemptAt.getTime() - retry.getTime()).toBe(options.retryBaseSeconds * 2000);
  });

  it('loses nothing when the receiver goes down mid-stream and comes back on its port', async () => {
    await endpointAtReceiver(admin, ['lead.stage_changed']);
    const lead = await createLead(t.db);
    const events = 40;
    for (let i = 0; i < events; i++) {
      await addLeadEvent(t.db, {
        leadId: lead.id,
        type: 'status_changed',
        actorType: 'system',
        data: { from: 'new', to: 'contacted', n: i },
      });
    }
    // The receiver dies while the batch is in flight: after recording its 8th delivery, before
    // answering it (that one is taken but looks failed to the sender: the one allowed repeat).
    let stopping: Promise<void> | undefined;
    receiver.onReceived = (count) => {
      if (count === 8) stopping = receiver.stop();
    };
    // One endpoint whose whole batch is in flight at once: its slots are the batch.
    const batch = { ...options, batchSize: 20, endpointConcurrency: 20 };
    const cut = await processWebhooksOnce(t.db, batch, later());
    await stopping;
    receiver.onReceived = undefined;
    expect(cut.retried).toBeGreaterThan(0);
    expect(await processWebhooksOnce(t.db, batch, later(3600))).toMatchObject({ delivered: 0 });
    await receiver.start();
    for (let round = 2; round <= 12; round++) {
      const result = await processWebhooksOnce(t.db, batch, later(3600 * round));
      if (result.delivered + result.retried === 0) break;
    }
    const numbers = receiver.received.map((hook) => (hook.payload.data.event as { n: number }).n);
    expect(new Set(numbers).size).toBe(events);
    expect(receiver.ids().size).toBe(events);
    // Repeats only of deliveries the receiver took but failed to answer, never more.
    const repeats = receiver.received.length - events;
    expect(repeats).toBeLessThanOrEqual(1);
    const rows = await t.db.select().from(webhookDeliveries);
    expect(rows.every((row) => row.status === 'delivered')).toBe(true);
  });

  it('checks the address again at delivery: a target that turned private is refused, not called', async () => {
    const { id } = await endpointAtReceiver(admin);
    await apply();
    // As if its DNS now answered a private address, or the row were changed behind the API.
    await t.db
      .update(webhookEndpoints)
      .set({ url: `http://localhost:${new URL(receiver.url).port}/hooks` })
      .where(eq(webhookEndpoints.id, id));
    const strict = { ...options, policy: { allowLoopback: false } };
    expect(await processWebhooksOnce(t.db, strict, later())).toMatchObject({ retried: 1 });
    await t.db
      .update(webhookEndpoints)
      .set({ url: 'http://10.0.0.1/hooks' })
      .where(eq(webhookEndpoints.id, id));
    expect(await processWebhooksOnce(t.db, strict, later(3600))).toMatchObject({ retried: 1 });
    expect(receiver.received).toHaveLength(0);
    const [row] = await t.db.select().from(webhookDeliveries);
    expect(row).toMatchObject({
      lastStatus: null,
      lastError: expect.stringMatching(/private, loopback or link-local/),
    });
  });

  it('sends again what a worker claimed and never finished (it died): at least once', async () => {
    await endpointAtReceiver(admin);
    await apply();
    const claimedAt = new Date();
    // A worker claimed it, then its process was killed before recording an answer.
    await t.db
      .update(webhookDeliveries)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(claimedAt.getTime() + 60_000) });
    expect(await processWebhooksOnce(t.db, options, claimedAt)).toMatchObject({ delivered: 0 });
    expect(receiver.received).toHaveLength(0);
    expect(
      await processWebhooksOnce(t.db, options, new Date(claimedAt.getTime() + 61_000)),
    ).toMatchObject({ delivered: 1 });
    expect(receiver.received).toHaveLength(1);
  });

  it('redelivers on request with the same webhook-id', async () => {
    const { id } = await endpointAtReceiver(admin);
    await apply();
    await processWebhooksOnce(t.db, options, later());
    const [delivery] = await t.db.select().from(webhookDeliveries);
    const response = await t.request({
      method: 'POST',
      url: `/api/webhooks/${id}/deliveries/${delivery!.id}/redeliver`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().delivery.status).toBe('pending');
    await processWebhooksOnce(t.db, options, later());
    expect(receiver.received).toHaveLength(2);
    expect(receiver.ids().size).toBe(1);
  });

  it('rotates the secret: both secrets sign during the overlap', async () => {
    const { id, secret: old } = await endpointAtReceiver(admin);
    const rotated = await t.request({
      method: 'POST',
      url: `/api/webhooks/${id}/rotate-secret`,
      token: admin,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: fresh, endpoint } = rotated.json();
    expect(fresh).not.toBe(old);
    expect(endpoint.previous_secret_expires_at).toEqual(expect.any(String));
    receiver.secrets = [fresh];
    await apply();
    await processWebhooksOnce(t.db, options, later());
    receiver.secrets = [old];
    await apply();
    await processWebhooksOnce(t.db, options, later());
    expect(receiver.rejected).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(String(receiver.received[0]?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    // Once the overlap is over only the new secret signs.
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, id));
    await apply();
    await processWebhooksOnce(t.db, options, later());
    expect(receiver.rejected).toBe(1);
  });

  it('turns off an endpoint failing for days, e-mails its owner in their language, and resumes when turned on', async () => {
    const { token, user } = await signedInPartner(t, { locale: 'fr' });
    const dead = new WebhookReceiver();
    await dead.start();
    const response = await register(token, { url: dead.url, events: ['lead.stage_changed'] });
    const { endpoint, secret } = response.json();
    dead.secrets.push(secret);
    await dead.stop();
    const [partnerRow] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    const lead = await createLead(t.db, { partnerId: partnerRow!.partnerId });
    await addLeadEvent(t.db, {
      leadId: lead.id,
      type: 'status_changed',
      actorType: 'system',
      data: { from: 'new', to: 'contacted' },
    });
    // A second on: the delivery's due time has microseconds and a Date only milliseconds, so a
    // Date taken in the same millisecond as the insert was before it (seen once on PostgreSQL).
    const start = new Date(Date.now() + 1_000);
    expect(await processWebhooksOnce(t.db, options, start)).toMatchObject({
      retried: 1,
      disabled: 0,
    });
    const days = (n: number) => new Date(start.getTime() + n * 86_400_000);
    expect(await processWebhooksOnce(t.db, options, days(1))).toMatchObject({ disabled: 0 });
    expect(
      await processWebhooksOnce(t.db, options, days(options.disableAfterDays + 0.1)),
    ).toMatchObject({
      disabled: 1,
    });
    const [off] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(off).toMatchObject({ enabled: false, disabledReason: 'failing' });
    // Nothing more is tried while it is off, and nothing is dropped.
    expect(await processWebhooksOnce(t.db, options, days(10))).toMatchObject({ retried: 0 });
    const mails = (await deliverMail(t.db)).filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/désactivé/);
    expect(mails[0]?.text).toContain(new URL(dead.url).origin);

    await dead.start();
    const on = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${endpoint.id}`,
      token,
      payload: { enabled: true },
    });
    expect(on.json().endpoint).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
    await processWebhooksOnce(t.db, options, days(11));
    expect(dead.received).toHaveLength(1);
    await dead.stop();
  });
});

describe('partners', () => {
  it('receive only events of their own leads, with what their lead screen shows', async () => {
    const alice = await signedInPartner(t);
    const bob = await signedInPartner(t);
    const aliceHook = await endpointAtReceiver(alice.token, ['lead.created', 'lead.stage_changed']);
    const bobReceiver = new WebhookReceiver();
    await bobReceiver.start();
    const bobHook = (
      await register(bob.token, { url: bobReceiver.url, events: ['lead.created'] })
    ).json();
    bobReceiver.secrets.push(bobHook.secret);

    const applied = await apply({ referral_code: alice.partner.referralCode });
    expect(applied.statusCode).toBe(200);
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect(bobReceiver.received).toHaveLength(0);
    const data = receiver.received[0]!.payload.data;
    expect(data).toMatchObject({ reference: applied.json().reference, status: 'new' });
    expect(data).not.toHaveProperty('email');
    expect(data).not.toHaveProperty('mobile');
    expect(data).not.toHaveProperty('event');

    // Bob cannot see, change, rotate, read the log of, redeliver or delete Alice's endpoint.
    const [delivery] = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, aliceHook.id));
    const attempts = [
      {
        method: 'PATCH' as const,
        url: `/api/webhooks/${aliceHook.id}`,
        payload: { enabled: false },
      },
      { method: 'POST' as const, url: `/api/webhooks/${aliceHook.id}/rotate-secret` },
      { method: 'GET' as const, url: `/api/webhooks/${aliceHook.id}/deliveries` },
      {
        method: 'POST' as const,
        url: `/api/webhooks/${aliceHook.id}/deliveries/${delivery!.id}/redeliver`,
      },
      {
        method: 'POST' as const,
        url: `/api/webhooks/${bobHook.endpoint.id}/deliveries/${delivery!.id}/redeliver`,
      },
      { method: 'DELETE' as const, url: `/api/webhooks/${aliceHook.id}` },
    ];
    for (const attempt of attempts) {
      const response = await t.request({ ...attempt, token: bob.token });
      expect(response.statusCode, attempt.url).toBe(404);
    }
    const bobList = await t.request({ method: 'GET', url: '/api/webhooks', token: bob.token });
    expect(bobList.json().data.map((e: { id: string }) => e.id)).toEqual([bobHook.endpoint.id]);
    const adminList = await t.request({ method: 'GET', url: '/api/webhooks', token: admin });
    expect(adminList.json().data).toEqual([]);
    const [still] = await t.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, aliceHook.id));
    expect(still?.enabled).toBe(true);
    await bobReceiver.stop();
  });

  it('manage their own: turn off, change events, delete', async () => {
    const alice = await signedInPartner(t);
    const { id } = await endpointAtReceiver(alice.token);
    const off = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      token: alice.token,
      payload: { enabled: false },
    });
    expect(off.json().endpoint).toMatchObject({ enabled: false, disabled_reason: 'owner' });
    await apply({ referral_code: alice.partner.referralCode });
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
    const events = await t.request({
      method: 'PATCH',
      url: `/api/webhooks/${id}`,
      token: alice.token,
      payload: { events: ['commission.paid'] },
    });
    expect(events.json().endpoint.events).toEqual(['commission.paid']);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/webhooks/${id}`,
          token: alice.token,
          payload: {},
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/webhooks/${id}`, token: alice.token }))
        .statusCode,
    ).toBe(200);
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });
  it('hear of their commissions approved and paid, and only of their own', async () => {
    const alice = await signedInPartner(t);
    const bob = await signedInPartner(t);
    await endpointAtReceiver(alice.token, ['commission.approved', 'commission.paid']);
    const bobReceiver = new WebhookReceiver();
    await bobReceiver.start();
    const bobHook = (
      await register(bob.token, { url: bobReceiver.url, events: ['commission.approved'] })
    ).json();
    bobReceiver.secrets.push(bobHook.secret);
    const lead = await createLead(t.db, { partnerId: alice.partner.id, status: 'settled' });
    const [commission] = await t.db
      .insert(commissions)
      .values({
        leadId: lead.id,
        partnerId: alice.partner.id,
        market: 'AU',
        currency: 'AUD',
        amount: 1234,
        basisType: 'flat',
        basisValue: 1234,
      })
      .returning();
    for (const status of ['approved', 'paid']) {
      const moved = await t.request({
        method: 'POST',
        url: '/api/commissions/status',
        token: admin,
        payload: { ids: [commission!.id], status },
      });
      expect(moved.statusCode).toBe(200);
    }
    await drain();
    expect(receiver.received.map((hook) => hook.payload.type).sort()).toEqual([
      'commission.approved',
      'commission.paid',
    ]);
    expect(receiver.received[0]?.payload.data).toMatchObject({
      commission_id: commission!.id,
      reference: lead.reference,
      amount: 1234,
      currency: 'AUD',
    });
    expect(bobReceiver.received).toHaveLength(0);
    await bobReceiver.stop();
  });
});
