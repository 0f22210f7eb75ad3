import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { desc, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { issueToken } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { leads } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo/seed-demo';
import { issueFormToken } from '../src/server/leads/form-token';
import { createApiKey } from '../src/server/api-keys/create-api-key';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { applicationPayload } from '../tests/support/factories';
import { StatementRecorder, type Statement } from './statement-recorder';

/**
 * `npm run bench:load [-- --connections 50 --seconds 10 --rounds 2 --leads 10000]`: autocannon against the
 * real server on loopback, for guest applications (POST /api/apply) and the admin lead list
 * (GET /api/leads), on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. Beside each,
 * two baselines measured in the same run on a bare Fastify server over the same database:
 * one insert (or one select) through the same driver, and the very statements the real
 * handler sent, replayed in one transaction. The second ratio is the app's own overhead.
 */
const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    leads: { type: 'string', default: '10000' },
    verbose: { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const APP_KEY = 'bench-app-key-bench-app-key-bench-app-key';
/** Loaded by autocannon's worker thread by its path: a function cannot cross to the worker. */
const APPLY_REQUEST_MODULE = fileURLToPath(new URL('./apply-request.cjs', import.meta.url));

interface Result {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were, when there were any. */
  errorKinds: string;
}

interface Case {
  name: string;
  url: string;
  options?: Partial<autocannon.Options>;
  /** Run before each of the case's slices (a fresh set of single-use form tokens). */
  prepare?: () => void;
}

/**
 * A real route and its baselines, run in turns: `rounds` slices each, one after the other, so a
 * burst of load from the machine's other work falls on all three alike (the ratios are the point).
 * Per case: the mean throughput, the median of the slices' p50, the worst slice's p99.
 *
 * The clients run in a worker thread of their own: in the server's thread they shared its event
 * loop, and on PGlite (whose statements run on that thread) their sockets and timers waited for
 * the server's work, so the figures, and the timeouts, were partly the clients' own.
 */
async function inTurns(cases: Case[]): Promise<Result[]> {
  const slices: autocannon.Result[][] = cases.map(() => []);
  for (let round = 0; round < rounds; round++)
    for (const [index, { url, options, prepare }] of cases.entries()) {
      prepare?.();
      slices[index]!.push(
        await autocannon({
          url,
          connections,
          duration: seconds / rounds,
          workers: 1,
          ...options,
        }),
      );
    }
  return cases.map(({ name }, index) => summarise(name, slices[index]!));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(name: string, slices: autocannon.Result[]): Result {
  const sum = (pick: (result: autocannon.Result) => number) =>
    slices.reduce((total, result) => total + pick(result), 0);
  const timeouts = sum((result) => result.timeouts);
  const non2xx = sum((result) => result.non2xx);
  // Which statuses the non-2xx answers had: a 429 is the product refusing, a 5xx a failure.
  const byStatus = new Map<string, number>();
  for (const result of slices)
    for (const [status, { count = 0 }] of Object.entries(result.statusCodeStats ?? {}))
      if (!status.startsWith('2')) byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  const statuses = [...byStatus].map(([status, count]) => `${count}× ${status}`).join(', ');
  // autocannon counts timeouts among its errors too.
  const errors = sum((result) => result.errors) + non2xx;
  return {
    name,
    requests: sum((result) => result.requests.average) / slices.length,
    p50: median(slices.map((result) => result.latency.p50)),
    p99: Math.max(...slices.map((result) => result.latency.p99)),
    errors,
    errorKinds:
      errors > 0
        ? ` (${timeouts} timeouts, ${non2xx} non-2xx${statuses ? `: ${statuses}` : ''}, ${errors - non2xx - timeouts} other)`
        : '',
  };
}

/** A statement again with the values that must be unique (the lead's id and reference) made new. */
function fresh(
  statement: Statement,
  recorded: { id: string; reference: string },
  replacement: { id: string; reference: string },
): unknown[] {
  return statement.params.map((param) =>
    param === recorded.reference
      ? replacement.reference
      : param === recorded.id
        ? replacement.id
        : param,
  );
}

const leadApiRatios: { kind: string; apply: Result; api: Result }[] = [];

async function run(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<Result[]> {
  const post = { method: 'POST' as const };
  const dataDir = mkdtempSync(join(tmpdir(), 'lendref-load-'));
  const recorder = new StatementRecorder();
  const database: Database = await openDatabase({ databaseUrl, dataDir, queryLogger: recorder });
  await migrate(database);
  const { db } = database;
  if ((await db.select({ id: leads.id }).from(leads).limit(1)).length === 0)
    await seedDemo(database, {
      leads: Number(values.leads),
      partners: 50,
      seed: 7,
      password: 'bench password 123',
      appName: 'LendRef',
    });
  const email = `load-${Date.now()}@example.test`;
  const admin = await createAdmin(db, { email, password: 'bench password 123' });
  const token = await issueToken(db, admin.id, 3600);

  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    APP_KEY,
    FORM_MIN_FILL_SECONDS: '0',
    APPLY_RATE_LIMIT: '1000000000',
    APPLY_EMAIL_RATE_LIMIT: '1000000000',
    API_KEY_RATE_LIMIT: '1000000000',
  });
  const app = await buildApp(config, { database });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
    (await fetch(`${appUrl}/healthz`)).headers.get('set-cookie') ?? '',
  )?.[1];
  const guestHeaders = {
    'content-type': 'application/json',
    'x-xsrf-token': xsrf ?? '',
    cookie: `XSRF-TOKEN=${xsrf}`,
  };
  // A form token serves one application (single-use-form-token.ts), as a browser gets one per
  // form shown: each slice of POST /api/apply gets enough fresh ones, and each application an
  // address of its own, so none is refused as used or taken as a repeat enquiry.
  const applyTemplate = JSON.stringify({
    form_token: '[<token>]',
    ...applicationPayload({ email: 'applicant-[<slice>]-[<n>]@load.example.test' }),
  });
  const applyRequests = join(dataDir, 'apply-requests.json');
  process.env.BENCH_APPLY_REQUESTS = applyRequests;
  let slice = 0;
  const prepareApply = () => {
    const issuedAt = new Date(Date.now() - 60_000);
    // Far more than a slice can send (a few hundred a second at most).
    const tokens = Array.from({ length: 2_000 * seconds }, () => issueFormToken(APP_KEY, issuedAt));
    const body = applyTemplate.replace('[<slice>]', String((slice += 1)));
    writeFileSync(applyRequests, JSON.stringify({ tokens, body }));
  };
  const applyCase = (name: string): Case => ({
    name,
    url: `${appUrl}/api/apply`,
    prepare: prepareApply,
    options: {
      ...post,
      headers: guestHeaders,
      requests: [
        { setupRequest: APPLY_REQUEST_MODULE as unknown as autocannon.Request['setupRequest'] },
      ],
    },
  });
  prepareApply();
  const applyBody = JSON.parse(readFileSync(applyRequests, 'utf8')) as {
    tokens: string[];
    body: string;
  };

  // What one application and one list page ask of the database, recorded once.
  const applyStatements = await recorder.record(async () => {
    const response = await fetch(`${appUrl}/api/apply`, {
      method: 'POST',
      headers: guestHeaders,
      body: applyBody.body
        .replace('[<token>]', applyBody.tokens[0]!)
        // A new applicant each run: on a kept database an earlier run's is a repeat enquiry.
        .replace('[<n>]', `recorded-${Date.now()}`),
    });
    if (!response.ok) throw new Error(`apply: ${response.status} ${await response.text()}`);
  });
  const [recorded] = await db
    .select({ id: leads.id, reference: leads.reference })
    .from(leads)
    .orderBy(desc(leads.createdAt))
    .limit(1);
  const listUrl = `${appUrl}/api/leads?market=AU`;
  // As the back office sends it: the XSRF cookie set at its first page comes with every request.
  const adminHeaders = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` };
  const listPage = () => fetch(listUrl, { headers: adminHeaders });
  // The first use of a token also stamps its last use, which the next minute's requests skip.
  await listPage();
  const listStatements = await recorder.record(listPage);

  if (values.verbose)
    for (const { text } of [...applyStatements, ...listStatements])
      console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 150)}`);

  const bare = Fastify();
  const [template] = await db.select().from(leads).where(eq(leads.reference, recorded!.reference));
  let bareCounter = 0;
  bare.post('/insert', async () => {
    const { id: _id, ...row } = template!;
    await db
      .insert(leads)
      .values({ ...row, reference: `BARE-${(bareCounter += 1)}-${Date.now()}` });
    return { ok: true };
  });
  bare.get('/select', async () =>
    db.select().from(leads).where(eq(leads.market, 'AU')).orderBy(desc(leads.createdAt)).limit(25),
  );
  const replay = (statements: Statement[]) => async () => {
    const replacement = {
      id: randomUUID(),
      reference: `${recorded!.reference}-${(bareCounter += 1)}`,
    };
    await database.rawTransaction(async (query) => {
      for (const statement of statements)
        await query(statement.text, fresh(statement, recorded!, replacement));
    });
    return { ok: true };
  };
  bare.post('/apply-sql', replay(applyStatements));
  bare.get('/list-sql', replay(listStatements));
  // A baseline that fails measures error answers: each replay must go through once first.
  await replay(applyStatements)();
  await replay(listStatements)();
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  // The lead API (issue 33) beside the guest form in the same turns: the same application, a
  // firm-wide key instead of a form token.
  const { secret } = await createApiKey(
    db,
    { userId: admin.id, partnerId: null, company: null },
    { name: 'bench', scopes: ['leads:write'] },
  );
  const leadApiBody = JSON.stringify(
    applicationPayload({ email: 'api-applicant[<id>]@load.example.test' }),
  );
  const apiVersusApply = await inTurns([
    applyCase(`${kind}: POST /api/apply`),
    {
      name: `${kind}: POST /api/v1/leads`,
      url: `${appUrl}/api/v1/leads`,
      options: {
        ...post,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: leadApiBody,
        idReplacement: true,
      },
    },
  ]);
  leadApiRatios.push({ kind, apply: apiVersusApply[0]!, api: apiVersusApply[1]! });

  const results = [
    ...(await inTurns([
      applyCase(`${kind}: POST /api/apply`),
      { name: `${kind}:   bare, one insert`, url: `${bareUrl}/insert`, options: post },
      {
        name: `${kind}:   bare, its ${applyStatements.length} statements in a transaction`,
        url: `${bareUrl}/apply-sql`,
        options: post,
      },
    ])),
    ...(await inTurns([
      {
        name: `${kind}: GET /api/leads`,
        url: listUrl,
        options: { headers: adminHeaders },
      },
      { name: `${kind}:   bare, one select`, url: `${bareUrl}/select` },
      {
        name: `${kind}:   bare, its ${listStatements.length} statements in a transaction`,
        url: `${bareUrl}/list-sql`,
      },
    ])),
  ];
  await bare.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const results = await run('PGlite');
if (process.env.BENCH_DATABASE_URL)
  results.push(...(await run('PostgreSQL', process.env.BENCH_DATABASE_URL)));

console.log(
  `\n${connections} connections, ${seconds} s per case in ${rounds} turns; latency in ms (p50: median of the turns, p99: the worst)\n`,
);
console.log('| case | req/s | p50 | p99 | errors | p50 vs same SQL |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (let i = 0; i < results.length; i++) {
  const r = results[i]!;
  // Each real case is followed by its two baselines; the second is the same SQL.
  const sameSql = i % 3 === 0 ? results[i + 2] : undefined;
  const ratio = sameSql ? `${(r.p50 / Math.max(sameSql.p50, 0.01)).toFixed(2)}x` : '';
  console.log(
    `| ${r.name} | ${r.requests.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors}${r.errorKinds} | ${ratio} |`,
  );
}

// Issue 33: the lead API's p50 within 1.2x of the guest form's, measured in the same turns.
console.log('\n| lead API vs guest form | apply p50 | v1 p50 | ratio (target ≤ 1.2x) |');
console.log('| --- | --- | --- | --- |');
for (const { kind, apply, api } of leadApiRatios)
  console.log(
    `| ${kind} | ${apply.p50} | ${api.p50} | ${(api.p50 / Math.max(apply.p50, 0.01)).toFixed(2)}x${api.errors ? ` (${api.errors} errors${api.errorKinds})` : ''} |`,
  );
