import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { leads, webhookDeliveries } from '../src/server/db/schema';
import { loadConfig } from '../src/server/config';
import { addLeadEvent } from '../src/server/leads/leads.queries';
import { createWebhookEndpoint } from '../src/server/webhooks/create-webhook-endpoint';
import { postWebhook } from '../src/server/webhooks/post-webhook';
import { messageIdOf, signatureHeader } from '../src/server/webhooks/webhook-secret';
import {
  processWebhooksOnce,
  webhookWorkerOptionsFrom,
} from '../src/server/webhooks/webhook-worker';
import { WebhookReceiver } from '../tests/support/webhook-receiver';

/**
 * `npm run bench:webhooks` (issue 33): 10,000 lead events through the webhook queue to a real
 * receiver on loopback that verifies every delivery with `standardwebhooks`, answers 500 to one
 * delivery in a hundred and is restarted on its port part-way. Counts what it received: every
 * event once, and repeats only where it failed after taking one. Beside it, in the same run, the
 * same number of signed POSTs sent straight to the same receiver with the same concurrency (no
 * database): the queue's cost is the difference. Rounds run with a clock far ahead, so retries do
 * not wait out their backoff: this measures throughput, not the retry schedule.
 */
const EVENTS = Number(process.argv[2] ?? 10_000);
const BATCH = 100;
const APP_KEY = 'bench-app-key-bench-app-key-bench-app-key';

const database = await openDatabase({ dataDir: '', memory: true });
await migrate(database);
const { db } = database;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEBHOOKS_ALLOW_LOOPBACK: 'true',
  WEB_DIST_DIR: '/x',
});
// One endpoint takes the whole batch: its slots (decision 0089) are the batch, as before.
const options = {
  ...webhookWorkerOptionsFrom(config, APP_KEY),
  batchSize: BATCH,
  endpointConcurrency: BATCH,
};

const receiver = new WebhookReceiver();
await receiver.start();
const [lead] = await db
  .insert(leads)
  .values({
    reference: 'AU-BENCH-WEBHOOKS',
    market: 'AU',
    source: 'apply',
    firstName: 'Wes',
    lastName: 'Bench',
    email: 'wes@bench.test',
    mobile: '+61412345678',
    amount: 50_000,
    currency: 'AUD',
    consentText: 'I agree.',
    consentAt: new Date(),
    consentIp: '127.0.0.1',
    consentUserAgent: 'bench',
  })
  .returning();
const { secret } = await createWebhookEndpoint(db, {
  scope: { partnerId: null },
  actorUserId: null,
  body: { url: receiver.url, events: ['lead.stage_changed'] },
  appKey: APP_KEY,
  policy: { allowLoopback: true, production: false },
});
receiver.secrets = [secret];

// --- Enqueue: each event in its own transaction, as a business change writes it.
let started = performance.now();
for (let n = 0; n < EVENTS; n++) {
  await db.transaction((tx) =>
    addLeadEvent(tx, {
      leadId: lead!.id,
      type: 'status_changed',
      actorType: 'system',
      data: { from: 'new', to: 'contacted', n },
    }),
  );
}
const enqueueMs = performance.now() - started;

// --- Deliver through the queue, with the receiver's own failures and one restart.
for (let i = 0; i < EVENTS; i++) receiver.answers.push(i % 100 === 99 ? 500 : 200);
let restarted = false;
let stopping: Promise<void> | undefined;
receiver.onReceived = (count) => {
  if (count === Math.floor(EVENTS * 0.4) && !restarted) {
    restarted = true;
    stopping = receiver.stop();
  }
};
started = performance.now();
let rounds = 0;
let retried = 0;
for (;;) {
  rounds += 1;
  const result = await processWebhooksOnce(db, options, new Date(Date.now() + rounds * 86_400_000));
  retried += result.retried;
  if (stopping) {
    await stopping;
    stopping = undefined;
    await receiver.start();
  }
  if (result.delivered + result.retried + result.failed === 0) break;
}
const queueMs = performance.now() - started;
receiver.onReceived = undefined;

const countsResult = (await db.execute(
  sql`select count(*) filter (where status = 'delivered')::int as delivered,
    count(*)::int as total from ${webhookDeliveries}`,
)) as unknown as { rows: { delivered: number; total: number }[] };
const [counts] = countsResult.rows;
const distinct = new Set(
  receiver.received.map((hook) => (hook.payload.data.event as { n: number }).n),
);
const received = receiver.received.length;

// --- Baseline: the same signed POSTs straight to the receiver, BATCH at a time.
const bodies = Array.from({ length: EVENTS }, (_, n) =>
  JSON.stringify({ type: 'lead.stage_changed', timestamp: new Date().toISOString(), data: { n } }),
);
receiver.received.length = 0;
started = performance.now();
for (let from = 0; from < EVENTS; from += BATCH) {
  await Promise.all(
    bodies.slice(from, from + BATCH).map((body, i) => {
      const id = messageIdOf(`00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`);
      const now = new Date();
      return postWebhook({
        url: receiver.url,
        body,
        headers: {
          'webhook-id': id,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signatureHeader([secret], id, now, body),
        },
        timeoutMs: 10_000,
        policy: { allowLoopback: true },
      });
    }),
  );
}
const bareMs = performance.now() - started;
await receiver.stop();
await database.close();

const rate = (count: number, ms: number) => Math.round((count / ms) * 1000);
console.log(
  `webhooks: ${EVENTS} events, batches of ${BATCH}, receiver restarted once, 1% answered 500`,
);
console.log(
  `  enqueue (one transaction each)  ${Math.round(enqueueMs)} ms  ${rate(EVENTS, enqueueMs)} events/s`,
);
console.log(
  `  queue → receiver               ${Math.round(queueMs)} ms  ${rate(EVENTS, queueMs)} deliveries/s  (${rounds} rounds, ${retried} retries)`,
);
console.log(
  `  baseline: bare signed POSTs    ${Math.round(bareMs)} ms  ${rate(EVENTS, bareMs)} posts/s`,
);
console.log(
  `  delivered rows ${counts?.delivered}/${counts?.total}; received ${received}, distinct ${distinct.size}, repeats ${received - distinct.size}, bad signatures ${receiver.rejected}`,
);
const lost = EVENTS - distinct.size;
if (lost !== 0 || counts?.delivered !== EVENTS || receiver.rejected !== 0) {
  console.error(`FAILED: ${lost} events lost`);
  process.exit(1);
}
