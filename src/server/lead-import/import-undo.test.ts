import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, leadEvents, leadImportBatches, leads } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { startImportUndoWorker } from './import-undo-worker';
import { QUICK_HEADERS, csv, stageAndMap } from './lead-import.test-support';
import { undoImportChunk } from './undo-import-chunk';

// Issue 41, finding 4 (decision 0090): an undo runs in the background a chunk at a time, the
// API answering between chunks, and goes on after an interruption from where it got to.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

/** An imported batch of `fresh` new leads and `matching` earlier leads it filled. */
async function importedBatch(tag: string, fresh: number, matching: number) {
  const earlier = [];
  for (let i = 0; i < matching; i++) {
    earlier.push(
      await createLead(t.db, {
        email: `${tag}-old-${i}@example.test`,
        businessName: null,
        businessNumber: null,
      }),
    );
  }
  const rows = [
    ...Array.from({ length: fresh }, (_, i) => [`${tag}-new-${i}@example.test`, `New ${i} Pty`]),
    ...earlier.map((lead) => [lead.email, `Filled ${lead.reference}`]),
  ].map(([email, business]) => ['Ada', 'Lovelace', email!, '0412 345 678', 50000, 'AU', business!]);
  const batch = await stageAndMap(
    t,
    admin.token,
    csv([[...QUICK_HEADERS, 'Business name'], ...rows]),
  );
  const run = await t.request({
    method: 'POST',
    url: `/api/lead-imports/${batch.id}/import`,
    token: admin.token,
  });
  expect(run.json()).toMatchObject({ created: fresh, matched: matching });
  return { batchId: batch.id, earlier };
}

/**
 * The batch as the API answers it, a turn of the event loop after the last answer: inject's
 * requests and PGlite's queries resolve as promises only, so without a turn the worker's timer
 * would never come (a real client's requests arrive as socket events, timers among them).
 */
async function readBatch(id: string) {
  await nextTurn();
  const answer = await t.request({ url: `/api/lead-imports/${id}`, token: admin.token });
  return answer.json() as { status: string; progress: { done: number; total: number } | null };
}
const leadsLike = async (pattern: string) =>
  (await t.db.select({ n: count() }).from(leads).where(like(leads.email, pattern)))[0]!.n;
const askUndo = (id: string) =>
  t.request({ method: 'POST', url: `/api/lead-imports/${id}/undo`, token: admin.token });

describe('undo in the background (decision 0090)', () => {
  it('puts a few thousand leads back a chunk at a time while the API answers between chunks', async () => {
    const { batchId } = await importedBatch('bg', 2000, 0);
    const asked = await askUndo(batchId);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().batch).toMatchObject({
      status: 'undoing',
      progress: { done: 0, total: 2000 },
    });
    expect(await leadsLike('bg-new-%')).toBe(2000);

    const events: string[] = [];
    const log = {
      info: (_: object, message: string) => events.push(message),
      warn: (object: object, message: string) => events.push(`${message} ${String(object)}`),
    };
    const worker = startImportUndoWorker(t.db, { intervalMs: 5, chunkSize: 400 }, log);
    const seen: { status: string; done: number }[] = [];
    try {
      for (;;) {
        const batch = await readBatch(batchId);
        seen.push({ status: batch.status, done: batch.progress?.done ?? 2000 });
        events.push(`answered ${batch.status}`);
        if (batch.status === 'undone') break;
      }
    } finally {
      await worker.stop();
    }
    // The reads were answered while the undo ran, and saw it move on, never back.
    const during = seen.filter((answer) => answer.status === 'undoing');
    expect(during.length).toBeGreaterThan(0);
    expect(during.some((answer) => answer.done > 0 && answer.done < 2000)).toBe(true);
    const dones = seen.map((answer) => answer.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(events.indexOf('answered undoing')).toBeLessThan(events.indexOf('lead import undone'));
    expect(await leadsLike('bg-new-%')).toBe(0);
  });

  it('goes on after an interruption from the last chunk committed, undoing each lead once', async () => {
    const { batchId, earlier } = await importedBatch('resume', 700, 60);
    expect((await askUndo(batchId)).statusCode).toBe(200);

    // A process stopped after its first chunk (a deploy): what it did is committed with the
    // batch's progress, the rest is untouched.
    const first = await undoImportChunk(t.db, 300);
    expect(first).toMatchObject({ batchId, done: 300, total: 760, finished: false });
    const [stopped] = await t.db
      .select()
      .from(leadImportBatches)
      .where(eq(leadImportBatches.id, batchId));
    expect(stopped).toMatchObject({ status: 'undoing', undoDone: 300 });
    expect(stopped!.undoAfter).not.toBeNull();
    const newLeft = await leadsLike('resume-new-%');
    const filledLeft = await t.db
      .select({ n: count() })
      .from(leads)
      .where(
        and(
          inArray(
            leads.id,
            earlier.map((lead) => lead.id),
          ),
          sql`${leads.businessName} is not null`,
        ),
      );
    // 300 leads put back, between the new ones and the filled ones.
    expect(700 - newLeft + (60 - filledLeft[0]!.n)).toBe(300);
    expect((await readBatch(batchId)).progress).toEqual({ done: 300, total: 760 });

    // The next process takes it up where it stopped.
    const log = { info: () => undefined, warn: () => undefined };
    const worker = startImportUndoWorker(t.db, { intervalMs: 5, chunkSize: 300 }, log);
    try {
      while ((await readBatch(batchId)).status !== 'undone') {
        // the worker runs between these reads
      }
    } finally {
      await worker.stop();
    }
    expect(await leadsLike('resume-new-%')).toBe(0);
    const filled = await t.db
      .select({ id: leads.id, businessName: leads.businessName })
      .from(leads)
      .where(
        inArray(
          leads.id,
          earlier.map((lead) => lead.id),
        ),
      );
    expect(filled.every((lead) => lead.businessName === null)).toBe(true);
    // Each filled lead was emptied once: one `updated` event of the undo each.
    const undoEvents = await t.db
      .select({ leadId: leadEvents.leadId })
      .from(leadEvents)
      .where(
        and(
          eq(leadEvents.type, 'updated'),
          sql`${leadEvents.data}->>'import_batch_id' = ${batchId}`,
        ),
      );
    expect(undoEvents).toHaveLength(60);
    expect(new Set(undoEvents.map((event) => event.leadId)).size).toBe(60);
    const audits = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, batchId), eq(auditEvents.action, 'lead_import.undone')));
    expect(audits).toHaveLength(1);
    expect(await readBatch(batchId)).toMatchObject({ status: 'undone', progress: null });
  });

  it('refuses a second undo while one runs (409)', async () => {
    const { batchId } = await importedBatch('twice', 3, 0);
    expect((await askUndo(batchId)).statusCode).toBe(200);
    expect((await askUndo(batchId)).statusCode).toBe(409);
    while (await undoImportChunk(t.db)) {
      // to its end
    }
    expect((await readBatch(batchId)).status).toBe('undone');
  });
});

describe('the foreign keys an undo checks (decision 0090)', () => {
  it('each key pointing at leads has an index on its column, so a deleted lead is no table scan', async () => {
    // Without one, each deleted lead read the whole referencing table: `leads.merged_into` made a
    // 2,000-row undo take 30 s beside 40,000 earlier leads (0.6 s on a fresh database).
    const unindexed = (await t.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'leads'::regclass
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
    expect(unindexed.rows).toEqual([]);
  });
});
