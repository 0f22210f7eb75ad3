import { readdirSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { issueFormToken } from '../src/server/leads/form-token';
import { applicationPayload } from '../tests/support/factories';
import { guestSession, startAppProcess } from '../tests/support/app-process';

/**
 * `npm run soak [-- --minutes 10 --connections 20]` (after `npm run build`): mixed load on the
 * real server (guest applications, the admin's lead list and dashboard, guest pages) for
 * several minutes; the server's memory (RSS) and open file descriptors at the start and at the
 * end, read from /proc, say whether anything leaks (`--reads-only` keeps the database from
 * growing). BENCH_DATABASE_URL runs it on PostgreSQL.
 */
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // Reads only: the database stops growing, so memory that still grows is a leak.
    'reads-only': { type: 'boolean', default: false },
  },
});
const APP_KEY = 'soak-app-key-soak-app-key-soak-app-key-soak';
const ADMIN = { email: 'soak@example.test', password: 'soak password 12345' };
const dataDir = mkdtempSync(join(tmpdir(), 'lendref-soak-'));
const server = await startAppProcess({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  APP_KEY,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  FORM_MIN_FILL_SECONDS: '0',
  APPLY_RATE_LIMIT: '1000000000',
});
const pid = server.child.pid!;

function usage() {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssMb: rssKb / 1024, fds: readdirSync(`/proc/${pid}/fd`).length };
}

const guest = await guestSession(server.baseUrl);
const login = await guest.post('/api/login', { ...ADMIN, remember: false });
const { token } = (await login.json()) as { token: string };
const first = await fetch(`${server.baseUrl}/healthz`);
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
const formToken = issueFormToken(APP_KEY, new Date(Date.now() - 60_000));
let sequence = 0;

const admin = { authorization: `Bearer ${token}` };
const requests: autocannon.Request[] = [
  {
    method: 'POST',
    path: '/api/apply',
    headers: {
      'content-type': 'application/json',
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    setupRequest: (request) => ({
      ...request,
      body: JSON.stringify({
        form_token: formToken,
        ...applicationPayload({ email: `soak${(sequence += 1)}@example.test` }),
      }),
    }),
  },
  { method: 'GET', path: '/api/leads?market=AU', headers: admin },
  { method: 'GET', path: '/api/dashboard/admin?market=AU', headers: admin },
  { method: 'GET', path: '/apply' },
  { method: 'GET', path: '/api/apply/options' },
];

const mix = values['reads-only']
  ? requests.filter((request) => request.method === 'GET')
  : requests;
const run = (seconds: number) =>
  autocannon({
    url: server.baseUrl,
    connections: Number(values.connections),
    duration: seconds,
    requests: mix,
  });

try {
  await run(20); // warm-up: caches, JIT, pools
  const start = usage();
  const result = await run(Number(values.minutes) * 60);
  await new Promise((resolve) => setTimeout(resolve, 5_000)); // in-flight work settles
  const end = usage();
  console.log(
    `soak: ${values.minutes} min, ${result.requests.total} requests (${result.requests.average.toFixed(0)}/s), ` +
      `${result.errors + result.timeouts} errors, ${result.non2xx} non-2xx; ` +
      `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `server memory (RSS) ${start.rssMb.toFixed(0)} MB -> ${end.rssMb.toFixed(0)} MB; ` +
      `open file descriptors ${start.fds} -> ${end.fds}`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
