import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { guessMapping } from '../src/shared/lead-import/header-guesses';
import { mapImportColumns } from '../src/server/lead-import/map-import-columns';
import { runImport } from '../src/server/lead-import/run-import';
import { stageImport } from '../src/server/lead-import/stage-import';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { startPostgresCluster } from '../tests/support/postgres-cluster';

/**
 * `npm run bench:import` (issue 33): a CSV of 100,000 rows, a fifth of them matching existing
 * leads by e-mail, staged and imported into PostgreSQL holding 1,000,000 leads; rows per second,
 * the time of each step and the process's peak RSS (sampled every 20 ms), against the same rows
 * inserted by bare multi-row INSERTs in one transaction (rolled back) in the same run.
 *
 * `--endpoints N` (default 1) registers N firm webhook endpoints taking `lead.created` for the
 * import (decision 0086: every new lead queues one delivery per endpoint), removed afterwards;
 * `--endpoints 0` measures the import without any.
 *
 * DATABASE_URL names the PostgreSQL to use (seeded here once: `seed-<n>@example.test` leads);
 * without it a throwaway cluster is started (Debian's packages) and removed at the end.
 */
const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '1000000' },
    rows: { type: 'string', default: '100000' },
    endpoints: { type: 'string', default: '1' },
  },
});
const wantedLeads = Number(values.leads);
const rows = Number(values.rows);
const matching = Math.round(rows / 5);
const endpoints = Number(values.endpoints);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? cluster!.url,
  dataDir: '',
});
try {
  await migrate(database);
  const [{ n: existing }] = (await database.rawQuery(
    `select count(*)::int as n from leads where email like 'seed-%'`,
  )) as [{ n: number }];
  if (existing < wantedLeads) {
    console.log(`Seeding ${(wantedLeads - existing).toLocaleString('en')} leads (bare SQL, once)…`);
    // Plain rows, enough for the matching indexes to be as large as a real book's.
    await database.rawQuery(
      `insert into leads (reference, market, source, first_name, last_name, email, mobile,
         business_number, amount, currency, consent_text, consent_at, consent_ip, consent_user_agent)
       select 'SEED-' || n, 'AU', 'apply', 'Seed', 'Lead ' || n, 'seed-' || n || '@example.test',
         '+61412345678', lpad((n::bigint * 7919 % 99999999999)::text, 11, '0'), 50000, 'AUD',
         'seeded', now(), '127.0.0.1', 'bench'
       from generate_series($1::int + 1, $2::int) as n`,
      [existing, wantedLeads],
    );
    await database.rawQuery('analyze leads');
  }

  // The file: written to disk, streamed from there as an upload would be.
  mkdirSync('.tmp', { recursive: true });
  const path = join('.tmp', `bench-import-${rows}.csv`);
  const out = createWriteStream(path);
  out.write('First name,Last name,E-mail,Mobile,Amount,Market,Business name\n');
  const run = Date.now().toString(36);
  for (let i = 0; i < rows; i += 1) {
    const email =
      i < matching
        ? `seed-${1 + Math.floor(Math.random() * wantedLeads)}@example.test`
        : `bench-${run}-${i}@example.test`;
    if (!out.write(`Bench,"Row ${i}",${email},0412 345 678,${10_000 + i},AU,"Bench, ${i} Pty"\n`))
      await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');

  const admin = await createAdmin(database.db, {
    email: `bench-import-${run}@example.test`,
    password: 'bench password 123',
  });
  const [{ ids: endpointIds }] = (await database.rawQuery(
    `with made as (
       insert into webhook_endpoints (url, events, secret_sealed)
       select 'https://hooks.example.test/bench-' || n, '["lead.created"]', 'bench'
       from generate_series(1, $1::int) as n returning id)
     select coalesce(array_agg(id), '{}') as ids from made`,
    [endpoints],
  )) as [{ ids: string[] }];
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  const [batch, stageMs] = await timed(() =>
    stageImport(database.db, {
      fileName: 'bench.csv',
      file: createReadStream(path),
      actorUserId: admin.id,
      checkComplete: () => undefined,
    }),
  );
  await mapImportColumns(database.db, {
    batchId: batch.id,
    mapping: guessMapping(batch.headers),
    defaultMarket: null,
    actorUserId: admin.id,
  });
  const actor = {
    actorUserId: admin.id,
    locale: 'en' as const,
    ip: '127.0.0.1',
    userAgent: 'bench',
  };
  const [outcome, importMs] = await timed(() =>
    runImport(database.db, { batchId: batch.id, dryRun: false, ...actor }),
  );
  const importPeak = peakRss;
  const [{ n: queued }] = (await database.rawQuery(
    `select count(*)::int as n from webhook_deliveries where endpoint_id = any($1::uuid[])`,
    [endpointIds],
  )) as [{ n: number }];
  // Their deliveries go with them (on delete cascade).
  await database.rawQuery(`delete from webhook_endpoints where id = any($1::uuid[])`, [
    endpointIds,
  ]);

  // Baseline: as many leads by bare multi-row INSERTs of 1,000 rows (values sent as parameters,
  // as the import sends them), one transaction, rolled back.
  const COLUMNS = 13;
  const [, bareMs] = await timed(() =>
    database
      .rawTransaction(async (query) => {
        for (let start = 0; start < rows; start += 1000) {
          const count = Math.min(1000, rows - start);
          const params: unknown[] = [];
          const tuples: string[] = [];
          for (let n = start; n < start + count; n += 1) {
            const base = params.length;
            params.push(
              `BARE-${run}-${n}`,
              'AU',
              'admin',
              'Bench',
              `Row ${n}`,
              `bare-${run}-${n}@example.test`,
              '+61412345678',
              10_000 + n,
              'AUD',
              'bench',
              new Date(),
              '127.0.0.1',
              'bench',
            );
            tuples.push(
              `(${Array.from({ length: COLUMNS }, (_, i) => `$${base + i + 1}`).join(', ')})`,
            );
          }
          await query(
            `insert into leads (reference, market, source, first_name, last_name, email, mobile,
               amount, currency, consent_text, consent_at, consent_ip, consent_user_agent)
             values ${tuples.join(', ')}`,
            params,
          );
        }
        throw new Error('rollback');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rollback')) throw error;
      }),
  );

  console.log(
    [
      `Leads in the table: ${Math.max(existing, wantedLeads).toLocaleString('en')}; rows: ${rows.toLocaleString('en')} (${matching.toLocaleString('en')} matching)`,
      `Outcome: ${outcome.created} created, ${outcome.matched} matched, ${outcome.refused} refused`,
      `Webhook deliveries queued: ${queued.toLocaleString('en')} (${endpoints} firm endpoint(s) taking lead.created)`,
      `Stage (stream, parse, store rows): ${seconds(stageMs)} (${Math.round(rows / (stageMs / 1000)).toLocaleString('en')} rows/s)`,
      `Import (check, match, write, one transaction): ${seconds(importMs)} (${Math.round(rows / (importMs / 1000)).toLocaleString('en')} rows/s)`,
      `Total: ${seconds(stageMs + importMs)}`,
      `Baseline, bare INSERT of the same number of rows: ${seconds(bareMs)} (${Math.round(rows / (bareMs / 1000)).toLocaleString('en')} rows/s)`,
      `RSS: ${mb(rssBefore)} before, peak ${mb(importPeak)} during stage and import`,
    ].join('\n'),
  );
} finally {
  clearInterval(sampler);
  await database.close();
  cluster?.destroy();
}
