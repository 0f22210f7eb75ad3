import { parseArgs } from 'node:util';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { issueToken } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { leads, users } from '../src/server/db/schema';
import { seedDemo } from '../src/server/demo/seed-demo';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { StatementRecorder } from './statement-recorder';
import { measure, type Timing } from './stats';

/**
 * `npm run bench:leads`: the back office's reads on a large book. Each case is timed twice in
 * the same run: through the whole app (Fastify inject: token, access, validation, handler,
 * serialisation) and as the bare SQL statements that same request sent, replayed one after the
 * other on the same connection pool. The ratio is the app's own overhead.
 *
 * PostgreSQL when DATABASE_URL is set (seed it first: `npm run seed:demo -- --leads 1000000`),
 * else PGlite in BENCH_DATA_DIR (default .tmp/bench-leads), seeded here on the first run.
 */
const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    verbose: { type: 'boolean', default: false },
    // Only the cases whose name contains this text (`--only board`).
    only: { type: 'string', default: '' },
  },
});
const wanted = Number(values.leads);
const runs = Number(values.runs);

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
});
const recorder = new StatementRecorder();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: process.env.BENCH_DATA_DIR ?? '.tmp/bench-leads',
  queryLogger: recorder,
});
await migrate(database);
const { db } = database;

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0]?.n ?? 0;
if ((await leadCount()) === 0) {
  console.log(`Seeding ${wanted.toLocaleString('en')} leads (once)…`);
  await seedDemo(database, {
    leads: wanted,
    partners: Math.max(5, Math.round(wanted / 50)),
    seed: 42,
    password: 'bench password 123',
    appName: config.APP_NAME,
  });
}
const total = await leadCount();
const benchEmail = 'bench-admin@example.test';
const [existing] = await db.select().from(users).where(eq(users.email, benchEmail));
const admin =
  existing ?? (await createAdmin(db, { email: benchEmail, password: 'bench password 123' }));
const token = await issueToken(db, admin.id, 3600);
const app = await buildApp(config, { database });
await app.ready();

// Real values to look for: a surname fragment and the middle digits of an ABN, typed with a space.
const [sample] = await db
  .select({ lastName: leads.lastName, number: leads.businessNumber })
  .from(leads)
  .where(and(eq(leads.market, 'AU'), isNotNull(leads.businessNumber)))
  .orderBy(sql`${leads.createdAt} desc`)
  .offset(Math.floor(total / 3))
  .limit(1);
const nameFragment = (sample?.lastName ?? 'Smith').slice(1, 5);
const digits = (sample?.number ?? '51824753556').replace(/\D/g, '');
const abnTyped = `${digits.slice(2, 5)} ${digits.slice(5, 8)}`;

async function get(url: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as { next_cursor?: string | null };
}

// A deep page: follow the cursor 100 pages of 100 in, then time a page of 25 from there.
let cursor: string | null | undefined;
for (let page = 0; page < 100; page++) {
  const answer = await get(`/api/leads?market=AU&limit=100${cursor ? `&cursor=${cursor}` : ''}`);
  if (!answer.next_cursor) break;
  cursor = answer.next_cursor;
}
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const cases: [string, string][] = [
  ['list, first page', '/api/leads?market=AU'],
  ['list, deep page by cursor', `/api/leads?market=AU&cursor=${cursor ?? ''}`],
  ['search, partial name', `/api/leads?market=AU&q=${encodeURIComponent(nameFragment)}`],
  ['search, ABN digits', `/api/leads?market=AU&q=${encodeURIComponent(abnTyped)}`],
  ['status + date filter', `/api/leads?market=AU&status=qualified&created_from=${monthAgo}`],
  ['board, all stages', '/api/leads/board?market=AU'],
  ['board, searched', `/api/leads/board?market=AU&q=${encodeURIComponent(nameFragment)}`],
  ['board, created in 30 days', `/api/leads/board?market=AU&created_from=${monthAgo}`],
  ['board, amount filter', '/api/leads/board?market=AU&amount_min=100000'],
  ['admin dashboard', '/api/dashboard/admin?market=AU'],
];

// The global search box (issue 34, decision 0078): one request per kind of query, over both
// markets, partners and admins. The values come from a real lead a quarter into the NZ book.
const [found] = await db
  .select({ reference: leads.reference, email: leads.email, mobile: leads.mobile })
  .from(leads)
  .where(eq(leads.market, 'NZ'))
  .orderBy(sql`${leads.createdAt} desc`)
  .offset(Math.floor(total / 8))
  .limit(1);
const searchBox = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;
cases.push(
  ['search box, reference', searchBox(found?.reference ?? 'NZ-2026-000001')],
  ['search box, e-mail', searchBox(found?.email ?? 'someone@example.test')],
  // Typed as a New Zealander says it: 021 123 4567 for +64211234567.
  ['search box, mobile typed', searchBox(`0${(found?.mobile ?? '+64211234567').slice(3)}`)],
  ['search box, partial name', searchBox(nameFragment)],
  ['search box, ABN digits', searchBox(abnTyped)],
  ['search box, two letters', searchBox(nameFragment.slice(0, 2))],
);

const f = (n: number) => n.toFixed(2);
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(
  `\n${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${total.toLocaleString('en')} leads, ${runs} runs per case, times in ms\n`,
);
console.log(row(['case', 'app p50', 'app p95', 'SQL p50', 'SQL p95', 'ratio p50', 'ratio p95']));
console.log(row(Array(7).fill('---')));
for (const [name, url] of cases.filter(([name]) => name.includes(values.only))) {
  const statements = await recorder.record(() => get(url));
  if (values.verbose)
    for (const { text, params } of statements) {
      const alone = await measure(() => database.rawQuery(text, params), 20, 3);
      console.log(`    ${f(alone.p50).padStart(7)} ms  ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
    }
  const replay = async () => {
    for (const statement of statements) await database.rawQuery(statement.text, statement.params);
  };
  const appTiming: Timing = await measure(() => get(url), runs, 20);
  const sqlTiming: Timing = await measure(replay, runs, 20);
  console.log(
    row([
      `${name} (${statements.length} statements)`,
      f(appTiming.p50),
      f(appTiming.p95),
      f(sqlTiming.p50),
      f(sqlTiming.p95),
      `${f(appTiming.p50 / sqlTiming.p50)}x`,
      `${f(appTiming.p95 / sqlTiming.p95)}x`,
    ]),
  );
}

await app.close();
await database.close();
