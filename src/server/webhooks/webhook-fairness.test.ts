import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_PASSWORD, createLead } from '../../../tests/support/factories';
import { HangingReceiver } from '../../../tests/support/hanging-receiver';
import { deliverMail } from '../../../tests/support/mailbox';
import type { TestApp } from '../../../tests/support/test-app';
import { WebhookReceiver } from '../../../tests/support/webhook-receiver';
import { partners, settings, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { addLeadEvent } from '../leads/leads.queries';
import { startWebhookWorker } from './start-webhook-worker';
import { processWebhooksOnce } from './webhook-worker';
import {
  closeWebhookTestApp,
  loopbackWorkerOptions as options,
  openWebhookTestApp,
  resetWebhooks,
  signedInPartner,
} from './webhooks.test-support';

// Issue 41, finding 3 (decision 0089): one owner's receivers that never answer must cost only
// their own queue; endpoints per owner are capped; an endpoint that keeps timing out is paused.
let t: TestApp;
let admin: string;
const receiver = new WebhookReceiver();
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  ({ t, admin } = await openWebhookTestApp(receiver));
});
afterAll(() => closeWebhookTestApp(t, receiver));
beforeEach(async () => {
  await resetWebhooks(t, receiver);
  await t.db.delete(settings).where(eq(settings.key, 'webhook_endpoints_max'));
});

const register = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/webhooks',
    token,
    headers,
    // The owner's password, asked since issue 41 finding 7 (decision 0088).
    payload: { url, events: ['lead.stage_changed'], current_password: TEST_PASSWORD },
  });

const saveCap = (token: string, max: number) =>
  t.request({
    method: 'PUT',
    url: '/api/settings',
    token,
    payload: { webhook_endpoints_max: max },
  });

const stageChange = (leadId: string, n: number) =>
  addLeadEvent(t.db, {
    leadId,
    type: 'status_changed',
    actorType: 'system',
    data: { from: 'new', to: 'contacted', n },
  });

const eventNumbers = () =>
  receiver.received.map((hook) => (hook.payload.data.event as { n: number }).n);

describe('fair delivery', () => {
  it('delivers to a healthy endpoint while other endpoints hold connections that never answer', async () => {
    const hanging = [new HangingReceiver(), new HangingReceiver(), new HangingReceiver()];
    for (const server of hanging) {
      await server.start();
      expect((await register(admin, server.url)).statusCode).toBe(200);
    }
    const healthy = await register(admin, receiver.url);
    receiver.secrets.push(healthy.json().secret as string);
    const lead = await createLead(t.db);
    // A deadline far beyond the test: the hanging deliveries stay open throughout.
    const worker = startWebhookWorker(
      t.db,
      { ...options, timeoutMs: 60_000, batchSize: 4, intervalMs: 50 },
      quiet,
    );
    try {
      await stageChange(lead.id, 1);
      await vi.waitFor(
        () => {
          expect(eventNumbers()).toEqual([1]);
          expect(hanging.map((server) => server.open.length)).toEqual([1, 1, 1]);
        },
        { timeout: 20_000, interval: 50 },
      );
      // The hanging three still hold their first delivery; the next events reach the healthy
      // endpoint all the same, and the hanging ones get theirs beside the first (own slots).
      await stageChange(lead.id, 2);
      await stageChange(lead.id, 3);
      await vi.waitFor(
        () => {
          expect(eventNumbers().sort()).toEqual([1, 2, 3]);
          expect(hanging.map((server) => server.open.length)).toEqual([3, 3, 3]);
        },
        { timeout: 20_000, interval: 50 },
      );
      const hangingRows = await t.db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(ne(webhookDeliveries.endpointId, healthy.json().endpoint.id as string));
      expect(hangingRows.map((row) => row.status)).toEqual(Array(9).fill('sending'));
    } finally {
      for (const server of hanging) await server.stop();
      await worker.stop();
    }
  });

  it('gives each endpoint no more than its share of slots in flight', async () => {
    const hanging = new HangingReceiver();
    await hanging.start();
    await register(admin, hanging.url);
    const healthy = await register(admin, receiver.url);
    receiver.secrets.push(healthy.json().secret as string);
    const lead = await createLead(t.db);
    for (let n = 1; n <= 6; n++) await stageChange(lead.id, n);
    const worker = startWebhookWorker(
      t.db,
      { ...options, timeoutMs: 60_000, batchSize: 50, endpointConcurrency: 2, intervalMs: 50 },
      quiet,
    );
    try {
      await vi.waitFor(() => expect(eventNumbers().sort()).toEqual([1, 2, 3, 4, 5, 6]), {
        timeout: 20_000,
        interval: 50,
      });
      // Rounds kept polling all along, yet the hanging endpoint never held more than two.
      expect(hanging.open).toHaveLength(2);
    } finally {
      await hanging.stop();
      await worker.stop();
    }
  });
});

describe('endpoints per owner', () => {
  it('refuses one past the cap with a 422 naming it, in the caller’s language', async () => {
    const saved = await saveCap(admin, 2);
    expect(saved.statusCode).toBe(200);
    const { token } = await signedInPartner(t, { locale: 'es' });
    expect((await register(token, receiver.url)).statusCode).toBe(200);
    expect((await register(token, receiver.url)).statusCode).toBe(200);
    const refused = await register(token, receiver.url, { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.url).toEqual([
      'Ya tiene 2 endpoints, el máximo permitido. Elimine uno que ya no use para añadir otro.',
    ]);
    // Each owner has their own places: the firm and another partner still register.
    expect((await register(admin, receiver.url)).statusCode).toBe(200);
    expect((await register((await signedInPartner(t)).token, receiver.url)).statusCode).toBe(200);
    // The admin raises the cap and the partner registers a third.
    await saveCap(admin, 3);
    expect((await register(token, receiver.url)).statusCode).toBe(200);
  });

  it('is a setting only admins change, within its bounds', async () => {
    const { token } = await signedInPartner(t);
    const byPartner = await saveCap(token, 50);
    expect(byPartner.statusCode).toBe(403);
    const tooMany = await saveCap(admin, 0);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['webhook_endpoints_max']);
  });
});

describe('an endpoint that keeps timing out', () => {
  it('is paused after the run of timeouts, its owner e-mailed in their language; an answer ends a run', async () => {
    const { token, user, partner } = await signedInPartner(t, { locale: 'es' });
    const hanging = new HangingReceiver();
    await hanging.start();
    const created = await register(token, hanging.url);
    const id = created.json().endpoint.id as string;
    const lead = await createLead(t.db, { partnerId: partner.id });
    const run = { ...options, timeoutMs: 300, pauseAfterTimeouts: 3 };
    const at = (hours: number) => new Date(Date.now() + 1_000 + hours * 3_600_000);
    try {
      await stageChange(lead.id, 1);
      await stageChange(lead.id, 2);
      expect(await processWebhooksOnce(t.db, run, at(0))).toMatchObject({
        retried: 2,
        disabled: 0,
      });
      // An answer, even a refusal, is no timeout: the run starts again.
      await t.db
        .update(webhookEndpoints)
        .set({ url: 'http://127.0.0.1:1/closed' })
        .where(eq(webhookEndpoints.id, id));
      await processWebhooksOnce(t.db, { ...run, endpointConcurrency: 1 }, at(1));
      const [afterRefusal] = await t.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      expect(afterRefusal).toMatchObject({ enabled: true, consecutiveTimeouts: 0 });
      await t.db
        .update(webhookEndpoints)
        .set({ url: hanging.url })
        .where(eq(webhookEndpoints.id, id));
      await stageChange(lead.id, 3);
      expect(await processWebhooksOnce(t.db, run, at(2))).toMatchObject({ disabled: 1 });
      const list = await t.request({ method: 'GET', url: '/api/webhooks', token });
      expect(list.json().data).toEqual([
        expect.objectContaining({ id, enabled: false, disabled_reason: 'timing_out' }),
      ]);
      // Paused: nothing more is tried, nothing is dropped.
      const tried = hanging.open.length;
      expect(await processWebhooksOnce(t.db, run, at(100))).toMatchObject({ retried: 0 });
      expect(hanging.open).toHaveLength(tried);
      const pending = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id));
      expect(pending.map((row) => row.status)).toEqual(['pending', 'pending', 'pending']);
      const mails = (await deliverMail(t.db)).filter((mail) => mail.to.includes(user.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toMatch(/Se pausó uno de sus endpoints de webhook/);
      expect(mails[0]?.text).toContain('no respondió a tiempo a 3 envíos seguidos');
      expect(mails[0]?.text).toContain(new URL(hanging.url).origin);
      // Turned on again by its owner, the run starts from nothing.
      const on = await t.request({
        method: 'PATCH',
        url: `/api/webhooks/${id}`,
        token,
        payload: { enabled: true },
      });
      expect(on.json().endpoint).toMatchObject({ enabled: true, disabled_reason: null });
      const [resumed] = await t.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      expect(resumed?.consecutiveTimeouts).toBe(0);
    } finally {
      await hanging.stop();
    }
  });
});

describe('a suspended partner', () => {
  it('gets no delivery while suspended, and what waited once restored (issue 41, finding 8)', async () => {
    const { token, partner } = await signedInPartner(t);
    const created = await register(token, receiver.url);
    receiver.secrets.push(created.json().secret as string);
    const lead = await createLead(t.db, { partnerId: partner.id });
    await t.db.update(partners).set({ status: 'suspended' }).where(eq(partners.id, partner.id));
    await stageChange(lead.id, 1);
    const soon = new Date(Date.now() + 1_000);
    expect(await processWebhooksOnce(t.db, options, soon)).toMatchObject({ delivered: 0 });
    expect(receiver.received).toHaveLength(0);
    await t.db.update(partners).set({ status: 'active' }).where(eq(partners.id, partner.id));
    expect(await processWebhooksOnce(t.db, options, soon)).toMatchObject({ delivered: 1 });
    expect(receiver.received.map((hook) => hook.payload.type)).toEqual(['lead.stage_changed']);
  });
});
