import { parseArgs } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { issueToken } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { commissions, statements } from '../src/server/db/schema';
import { closeStatementPeriod } from '../src/server/statements/close-statement-period';
import { createAdmin } from '../src/server/users/bootstrap-admin';
import { startPostgresCluster } from '../tests/support/postgres-cluster';
import { measure, timingOf } from './stats';

/**
 * `npm run bench:payouts` (issue 35, decision 0071): closing a period for 10,000 partners with
 * 200,000 approved commission rows on PostgreSQL, timed beside the bare SQL of the same totals
 * (per partner: lines, sum, GST) in the same run; then the p50/p95 of a statement PDF rendered on
 * demand through the whole app (token, access, queries, pdfkit). A throwaway PostgreSQL cluster
 * unless DATABASE_URL names an empty database.
 */
const { values } = parseArgs({
  options: {
    partners: { type: 'string', default: '10000' },
    rows: { type: 'string', default: '200000' },
    runs: { type: 'string', default: '200' },
  },
});
const partnerCount = Number(values.partners);
const rowCount = Number(values.rows);

const cluster = process.env.DATABASE_URL ? null : await startPostgresCluster();
const config = loadConfig({
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? cluster?.url,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent',
});
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: '.tmp/bench-payouts',
});
try {
  await migrate(database);
  const { db } = database;
  if (((await db.select({ n: count() }).from(commissions))[0]?.n ?? 0) > 0) {
    throw new Error('the database already has commissions: give an empty one');
  }
  console.log(
    `Seeding ${partnerCount.toLocaleString('en')} partners, ${rowCount.toLocaleString('en')} approved commissions…`,
  );
  const seeded = performance.now();
  // Set-based seeding: partners (users first), one lead each, the commissions spread over them;
  // every third partner registered for GST.
  await db.execute(sql`
    with made as (
      insert into users (name, email, password_hash, role, email_verified_at)
      select 'Bench partner ' || n, 'bench-' || n || '@example.test', 'x', 'partner', now()
      from generate_series(1, ${partnerCount}) n
      returning id, name)
    insert into partners (user_id, company, phone, market, business_number, referral_code, status)
    select id, name || ' Pty Ltd', '+61412345678', 'AU', '51824753556', 'bench' || substr(id::text, 1, 8) || substr(md5(id::text), 1, 6), 'active'
    from made`);
  await db.execute(sql`
    insert into partner_payment_details (partner_id, legal_name, business_number, gst_registered,
      account_name, bank_account_sealed, bank_account_masked)
    select id, company, business_number, (row_number() over (order by id)) % 3 = 0, company, 'sealed', '•••000'
    from partners`);
  await db.execute(sql`
    insert into leads (reference, market, source, partner_id, first_name, last_name, email, mobile,
      amount, currency, consent_text, consent_at, consent_ip, consent_user_agent, status)
    select 'AU-B-' || row_number() over (order by id), 'AU', 'apply', id, 'Bench', 'Lead',
      'lead-' || id || '@example.test', '+61412345678', 100000, 'AUD', 'I agree.', now(), '127.0.0.1', 'bench', 'settled'
    from partners`);
  await db.execute(sql`
    insert into commissions (lead_id, partner_id, market, amount, currency, basis_type, basis_value,
      status, approved_at)
    select l.id, l.partner_id, 'AU', 100 + (n % 900), 'AUD', 'flat', 100, 'approved', now() - interval '1 hour'
    from generate_series(1, ${rowCount}) n
    join (select id, partner_id, row_number() over (order by id) - 1 as k from leads) l
      on l.k = n % ${partnerCount}`);
  await db.execute(sql`analyze`);
  console.log(`  seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  // The bare SQL of the same totals: lines, sum and GST per partner, in one statement.
  const bare = await timeOnce(() =>
    db.execute(sql`
      select c.partner_id, count(*), sum(c.amount * 100) as subtotal,
        sum(case when d.gst_registered then round(c.amount * 100 * 0.1) else 0 end) as gst
      from commissions c
      join leads l on l.id = c.lead_id
      left join partner_payment_details d on d.partner_id = c.partner_id
      where c.market = 'AU' and c.status = 'approved' and c.approved_at < now()
        and not exists (select 1 from statement_lines sl where sl.commission_id = c.id)
      group by c.partner_id`),
  );
  const closing = await timeOnce(() =>
    closeStatementPeriod(db, { market: 'AU', mode: 'now', actorUserId: null, config }),
  );
  const issued = (await db.select({ n: count() }).from(statements))[0]?.n ?? 0;
  console.log(`\nClosing AU: ${issued.toLocaleString('en')} statements`);
  console.log(`  closeStatementPeriod  ${closing.toFixed(0)} ms`);
  console.log(`  bare totals SQL       ${bare.toFixed(0)} ms  (×${(closing / bare).toFixed(1)})`);

  const admin = await createAdmin(db, {
    email: 'bench-admin@example.test',
    password: 'bench password 123',
  });
  const token = await issueToken(db, admin.id, 3600);
  const app = await buildApp(config, { database });
  await app.ready();
  const ids = (
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(eq(statements.market, 'AU'))
      .limit(500)
  ).map((row) => row.id);
  let next = 0;
  const pdf = await measure(
    async () => {
      const id = ids[next++ % ids.length];
      const response = await app.inject({
        method: 'GET',
        url: `/api/statements/${id}/pdf`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`PDF answered ${response.statusCode}`);
    },
    Number(values.runs),
    20,
  );
  console.log(
    `\nStatement PDF on demand (${pdf.runs} runs): p50 ${pdf.p50.toFixed(1)} ms, p95 ${pdf.p95.toFixed(1)} ms`,
  );
  await app.close();
} finally {
  await database.close();
  cluster?.destroy();
}

async function timeOnce(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return timingOf([performance.now() - started]).p50;
}
