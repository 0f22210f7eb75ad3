import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { guestSession, startAppProcess } from '../tests/support/app-process';
import { joinPayload } from '../tests/support/factories';
import { HASHING_CONCURRENCY } from '../src/server/auth/passwords';
import { measure, report } from './stats';

/**
 * `npm run bench:passwords`: how long /healthz takes while 32 clients sign up at once (each
 * sign-up hashes a password with argon2id), against /healthz on the idle server, in the same
 * run. The real server in its own process, over HTTP on loopback. Issue 14 measured 0.9 ms
 * idle and 299 ms under such a flood before hashing was bounded.
 */
const CLIENTS = 32;
const dataDir = mkdtempSync(join(tmpdir(), 'lendref-bench-'));
const server = await startAppProcess({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SMTP_URL: '',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: '/nonexistent',
  FORM_MIN_FILL_SECONDS: '0',
  JOIN_RATE_LIMIT: '1000000',
});

try {
  const guest = await guestSession(server.baseUrl);
  const options = await fetch(`${server.baseUrl}/api/join/options`);
  const { form_token } = (await options.json()) as { form_token: string };
  const health = () => fetch(`${server.baseUrl}/healthz`).then((response) => response.text());

  const idle = await measure(health, 300, 30);

  let running = true;
  let signUps = 0;
  let counter = 0;
  const signUp = async () => {
    counter += 1;
    const response = await guest.post(
      '/api/join',
      joinPayload({ email: `bench${counter}-${process.pid}@example.test`, form_token }),
    );
    if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
    signUps += 1;
  };
  const clients = Array.from({ length: CLIENTS }, async () => {
    while (running) await signUp();
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const started = Date.now();
  const loaded = await measure(health, 300, 0);
  const seconds = (Date.now() - started) / 1000;
  const before = signUps;
  running = false;
  await Promise.all(clients);

  console.log(
    report(`GET /healthz under ${CLIENTS} parallel sign-ups vs idle`, loaded, idle) +
      `; ${HASHING_CONCURRENCY} hash(es) at once; ${(before / seconds).toFixed(1)} sign-ups/s`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
