import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { settings, webhookEndpoints } from '../src/server/db/schema';
import { loadConfig } from '../src/server/config';
import { addLeadEvent } from '../src/server/leads/leads.queries';
import { createWebhookEndpoint } from '../src/server/webhooks/create-webhook-endpoint';
import { startWebhookWorker } from '../src/server/webhooks/start-webhook-worker';
import { webhookWorkerOptionsFrom } from '../src/server/webhooks/webhook-worker';
import { createLead } from '../tests/support/factories';
import { HangingReceiver } from '../tests/support/hanging-receiver';
import { WebhookReceiver } from '../tests/support/webhook-receiver';

/**
 * `npm run bench:webhooks:fairness` (issue 41, finding 3; decision 0089): how long a healthy
 * endpoint's deliveries wait while 50 other endpoints accept connections and never answer
 * (the default 10 s deadline), beside the same healthy endpoint alone, measured in the same
 * run through the real worker. Each event is enqueued in its own transaction; its delay is from
 * the commit to the receiver verifying it. The pause after repeated timeouts is set out of
 * reach, so the hanging endpoints stay in the schedule for the whole run.
 */
const EVENTS = Number(process.argv[2] ?? 40);
const HANGING = Number(process.argv[3] ?? 50);
const SPACING_MS = 100;
const APP_KEY = 'bench-app-key-bench-app-key-bench-app-key';

const database = await openDatabase({ dataDir: '', memory: true });
await migrate(database);
const { db } = database;
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEBHOOKS_ALLOW_LOOPBACK: 'true',
  WEB_DIST_DIR: '/x',
});
const options = {
  ...webhookWorkerOptionsFrom(config, APP_KEY),
  pauseAfterTimeouts: 1000,
  intervalMs: 50,
};
await db.insert(settings).values({ key: 'webhook_endpoints_max', value: HANGING + 1 });

const register = async (url: string) =>
  createWebhookEndpoint(db, {
    scope: { partnerId: null },
    actorUserId: null,
    body: { url, events: ['lead.stage_changed'] },
    appKey: APP_KEY,
    policy: { allowLoopback: true, production: false },
  });

const healthy = new WebhookReceiver();
await healthy.start();
healthy.secrets = [(await register(healthy.url)).secret];
const hanging = Array.from({ length: HANGING }, () => new HangingReceiver());
for (const server of hanging) {
  await server.start();
  const { endpoint } = await register(server.url);
  await db
    .update(webhookEndpoints)
    .set({ enabled: false })
    .where(eq(webhookEndpoints.id, endpoint.id));
}
const lead = await createLead(db);

/** Sends EVENTS events SPACING_MS apart and answers each one's delay to the healthy receiver. */
async function measure(phase: number): Promise<number[]> {
  healthy.received.length = 0;
  const committed = new Map<number, number>();
  const arrived = new Map<number, number>();
  healthy.onReceived = (count) => {
    const hook = healthy.received[count - 1];
    const n = (hook?.payload.data.event as { n: number } | undefined)?.n;
    if (n !== undefined && !arrived.has(n)) arrived.set(n, performance.now());
  };
  const worker = startWebhookWorker(db, options, { info: () => {}, warn: () => {} });
  for (let i = 0; i < EVENTS; i++) {
    const n = phase * EVENTS + i;
    await db.transaction((tx) =>
      addLeadEvent(tx, {
        leadId: lead.id,
        type: 'status_changed',
        actorType: 'system',
        data: { from: 'new', to: 'contacted', n },
      }),
    );
    committed.set(n, performance.now());
    await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
  }
  while (arrived.size < EVENTS) await new Promise((resolve) => setTimeout(resolve, 20));
  for (const server of hanging) server.open.length = 0;
  const delays = [...committed].map(([n, at]) => (arrived.get(n) ?? at) - at);
  // The hanging endpoints' connections are dropped so the worker's stop can settle them.
  if (phase === 1) for (const server of hanging) await server.stop();
  await worker.stop();
  return delays;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const alone = await measure(0);
await db.update(webhookEndpoints).set({ enabled: true });
const crowded = await measure(1);
const open = await db.select().from(webhookEndpoints);
await healthy.stop();
await database.close();

const line = (name: string, delays: number[]) =>
  `  ${name.padEnd(34)} p50 ${Math.round(percentile(delays, 50))} ms  p95 ${Math.round(percentile(delays, 95))} ms  max ${Math.round(Math.max(...delays))} ms`;
console.log(
  `webhooks fairness: ${EVENTS} events ${SPACING_MS} ms apart, healthy endpoint's delay from commit to receipt (poll ${options.intervalMs} ms, ${options.endpointConcurrency} slots per endpoint, ${options.timeoutMs} ms deadline)`,
);
console.log(line('baseline: healthy endpoint alone', alone));
console.log(line(`beside ${HANGING} hanging endpoints`, crowded));
console.log(
  `  endpoints enabled at the end: ${open.filter((row) => row.enabled).length}/${open.length}`,
);
