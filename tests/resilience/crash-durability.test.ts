import { afterAll, describe, expect, it } from 'vitest';
import { filledFormToken } from '../../src/server/leads/leads.test-support';
import { guestSession, startAppProcess, type AppProcess } from '../support/app-process';
import { CRASH_BACKENDS, type CrashBackend } from '../support/crash-backends';
import { applicationPayload } from '../support/factories';

// Issue 18: "no acknowledged application is ever lost". Under a stream of guest applications the
// server is killed with SIGKILL (no shutdown hook runs), started again on the same data, and
// every application it answered with a reference must be there whole: the lead, its timeline
// event and its two e-mails in the outbox, all written in one transaction.

const STREAMS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applications from STREAMS guests until `stop` is set; the references the server answered. */
async function applyUntil(server: AppProcess, stop: { done: boolean }): Promise<string[]> {
  const acknowledged: string[] = [];
  await Promise.all(
    Array.from({ length: STREAMS }, async () => {
      const guest = await guestSession(server.baseUrl);
      while (!stop.done) {
        try {
          const response = await guest.post(
            '/api/apply',
            { form_token: filledFormToken(), ...applicationPayload() },
            AbortSignal.timeout(10_000),
          );
          const body = (await response.json()) as { reference?: string };
          if (response.status === 200 && body.reference) acknowledged.push(body.reference);
        } catch {
          // The connection died with the server: not acknowledged, nothing to check.
          return;
        }
      }
    }),
  );
  return acknowledged;
}

describe.each(CRASH_BACKENDS)(
  'kill -9 under a stream of applications (%s)',
  (_name, makeBackend) => {
    let backend: CrashBackend | undefined;
    afterAll(() => backend?.cleanup());

    it('keeps every acknowledged application whole, and starts again on the same data', async () => {
      backend = await makeBackend();
      const first = await startAppProcess(backend.env);
      const stop = { done: false };
      const applying = applyUntil(first, stop);
      await sleep(3_000);
      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      stop.done = true;
      const acknowledged = await applying;

      // The same data, a new process: it must start (no corrupt store) and serve.
      const second = await startAppProcess(backend.env);
      const again = await applyUntil(second, onceFlag());
      await second.stop();

      const rows = await backend.query(
        `select l.reference,
         (select count(*) from lead_events e where e.lead_id = l.id)::int as events,
         (select count(*) from outbox o where o.lead_id = l.id)::int as emails
       from leads l where l.reference = any($1)`,
        [acknowledged],
      );
      const stored = new Map(rows.map((row) => [String(row.reference), row]));
      const lost = acknowledged.filter((reference) => !stored.has(reference));
      const partial = rows.filter((row) => Number(row.events) < 1 || Number(row.emails) !== 2);
      console.log(
        `${backend.name}: acknowledged ${acknowledged.length} before SIGKILL, lost ${lost.length}, ` +
          `partial ${partial.length}; ${again.length} accepted after the restart`,
      );
      expect(acknowledged.length).toBeGreaterThan(STREAMS);
      expect(lost).toEqual([]);
      expect(partial).toEqual([]);
      expect(again.length).toBeGreaterThan(0);
    }, 180_000);
  },
);

/** A stop flag that turns itself on after the first answer of each stream (one round). */
function onceFlag(): { done: boolean } {
  let reads = 0;
  return {
    get done() {
      reads += 1;
      return reads > STREAMS;
    },
  };
}
