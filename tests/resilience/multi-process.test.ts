import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMigrations } from '../../src/server/db/migrate';
import { TEST_APP_KEY, filledFormToken } from '../../src/server/leads/leads.test-support';
import { guestSession, startAppProcess, type AppProcess } from '../support/app-process';
import { applicationPayload } from '../support/factories';
import { startNginx } from '../support/nginx';
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import { startSmtp } from '../support/smtp-peer';

// Issue 18: two server processes on one PostgreSQL behind nginx. They start at the same moment
// on an empty database (migrations and the first admin under advisory locks), a token issued
// by one works on the other, rate limits are counted once for both, and the outbox sends each
// message once although both run a mail worker.

const ADMIN = { email: 'owner@lendref.test', password: 'a long admin password' };
let cluster: PostgresCluster;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let servers: AppProcess[] = [];
let balancer: Awaited<ReturnType<typeof startNginx>>;
const dataDirs: string[] = [];

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  cluster = await startPostgresCluster();
  smtp = await startSmtp();
  const env = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendref-multi-'));
    dataDirs.push(dataDir);
    return {
      NODE_ENV: 'production',
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      APP_KEY: TEST_APP_KEY,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'fatal',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      WEB_DIST_DIR: '/nonexistent',
      FORM_MIN_FILL_SECONDS: '0',
      APPLY_RATE_LIMIT: '100000',
      MAIL_POLL_INTERVAL_MS: '100',
      TRUST_PROXY: 'true',
    };
  };
  // Both at once, on a database nobody has migrated yet.
  servers = await Promise.all([startAppProcess(env()), startAppProcess(env())]);
  balancer = await startNginx(servers.map((server) => new URL(server.baseUrl).host));
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await smtp?.stop();
  cluster?.destroy();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function signIn(baseUrl: string, password = ADMIN.password) {
  const guest = await guestSession(baseUrl);
  return guest.post('/api/login', { email: ADMIN.email, password, remember: false });
}

describe('two processes on one PostgreSQL behind nginx', () => {
  it('started together: every migration applied once, one first admin', async () => {
    const applied = await sql<{ name: string }>('select name from schema_migrations');
    expect(applied.map((row) => row.name).sort()).toEqual(
      readMigrations().map((migration) => migration.name),
    );
    const admins = await sql("select email from users where role = 'admin'");
    expect(admins).toEqual([{ email: ADMIN.email }]);
  });

  it('balances requests over both, and a token from one works on the other', async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${balancer.url}/readyz`);
      expect(response.status).toBe(200);
      upstreams.add(response.headers.get('x-upstream') ?? '');
    }
    expect(upstreams.size).toBe(2);

    const login = await signIn(servers[0]!.baseUrl);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const me = await fetch(`${servers[1]!.baseUrl}/api/user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email);
  });

  it('serves a settings change made through one process from the other at once', async () => {
    const login = await signIn(servers[0]!.baseUrl);
    const { token } = (await login.json()) as { token: string };
    const admin = await guestSession(servers[0]!.baseUrl);
    const saved = await admin.put('/api/settings', { app_name: 'Harbour Lending' }, token);
    expect(saved.status).toBe(200);
    const page = await (await fetch(`${servers[1]!.baseUrl}/login`)).text();
    expect(page).toContain('Harbour Lending');
  });

  it('counts rate limits once for both processes', async () => {
    // Ten wrong passwords per address in 15 minutes, spread over both processes: the eleventh
    // attempt is refused whichever process gets it, even with the right password.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await signIn(servers[i % 2]!.baseUrl, 'wrong password!')).status);
    expect(statuses.every((status) => status === 422 || status === 401)).toBe(true);
    expect((await signIn(servers[0]!.baseUrl)).status).toBe(429);
    expect((await signIn(servers[1]!.baseUrl)).status).toBe(429);
  });

  it('sends every e-mail once although both processes run the outbox', async () => {
    const guest = await guestSession(balancer.url);
    const references: string[] = [];
    for (let i = 0; i < 12; i++) {
      const response = await guest.post('/api/apply', {
        form_token: filledFormToken(),
        ...applicationPayload(),
      });
      expect(response.status).toBe(200);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const queued = await sql<{ id: string }>(
      'select o.id from outbox o join leads l on l.id = o.lead_id where l.reference = any($1)',
      [references],
    );
    expect(queued.length).toBe(24);
    const ids = queued.map((row) => row.id);
    const deadline = Date.now() + 60_000;
    const sent = () =>
      smtp.received.filter((mail) => ids.some((id) => mail.raw.includes(`Message-ID: <${id}@`)));
    while (sent().length < ids.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    // A moment more: a second delivery of any of them would show now.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const messageIds = sent().map((mail) => /Message-ID: <([^@]+)@/.exec(mail.raw)?.[1]);
    expect(messageIds.length).toBe(ids.length);
    expect(new Set(messageIds).size).toBe(ids.length);
  }, 90_000);
});
