import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { createAdmin } from '../../src/server/users/bootstrap-admin';
import { startAppProcess } from '../../tests/support/app-process';
import { E2E_USERS, type E2eUser } from './users';
import { seedReferralPartners, seedUser } from './seed';
import { seedPayoutPartner } from './payouts';
import { seedChasedLead } from './document-chasing';
import { writeSecretScanReport } from './secret-scan';
import { startSmtpMailbox } from './smtp-mailbox';

const LOG_DIR = '.tmp/logs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eUsers: Record<string, E2eUser>;
    mailDir: string;
    /** A file named after an address here makes the SMTP peer refuse mail to it (smtp-mailbox.ts). */
    smtpRejectDir: string;
  }
}

/**
 * Starts the real server (src/server/main.ts) on a loopback port with a fresh PGlite data
 * directory, seeded with the users the browser tests sign in as, and sending its e-mail over SMTP
 * to a loopback peer that files each message as an .eml. Needs `npm run build` first.
 */
export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets a run use its own build, apart from a build another process may be writing.
  const webDist = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!existsSync(`${webDist}/index.html`)) {
    throw new Error(`${webDist} is missing: run \`npm run build\` before the browser tests`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lendref-e2e-'));
  const database = await openDatabase({ dataDir });
  await migrate(database);
  for (const user of Object.values(E2E_USERS)) {
    if (user.role === 'admin') await createAdmin(database.db, user);
    else await seedUser(database.db, user);
  }
  await seedReferralPartners(database.db);
  await seedPayoutPartner(database.db);
  await seedChasedLead(database.db);
  await database.close();

  // The whole run's server log, at info (a line per request), searched for secrets at the end.
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, 'e2e-server.log');
  rmSync(logFile, { force: true });
  // E-mail goes out over real SMTP to a peer that files it where the tests read it.
  const mailDir = join(dataDir, 'mail');
  const smtpRejectDir = join(dataDir, 'smtp-reject');
  const smtp = await startSmtpMailbox(mailDir, smtpRejectDir);
  const server = await startAppProcess(
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      // The API tests cover the minimum fill time; here it would only mean sleeping in tests.
      FORM_MIN_FILL_SECONDS: '0',
      // All browser tests come from one IP: room for their applications and sign-ups.
      APPLY_RATE_LIMIT: '100',
      APPLY_EMAIL_RATE_LIMIT: '100',
      JOIN_RATE_LIMIT: '20',
      // Every test signs in from 127.0.0.1: a whole run is far more than an office's 50.
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // The .eml files the tests read appear within a second, not the default five.
      MAIL_POLL_INTERVAL_MS: '300',
      // A task reminder reaches the bell within a second (e2e/tasks.test.ts), not a minute.
      TASK_ROUND_INTERVAL_MS: '500',
      // A refused e-mail is retried once a second later, then shown as failed (outbox-retry).
      MAIL_MAX_ATTEMPTS: '2',
      MAIL_RETRY_BASE_SECONDS: '1',
      // Browser tests never call out: their webhook deliveries stay queued (the API tests
      // deliver to a real receiver on loopback, which production mode refuses).
      WEBHOOKS_WORKER_ENABLED: 'false',
    },
    60_000,
    logFile,
  ).catch(async (error: unknown) => {
    await smtp.stop();
    throw error;
  });
  const { baseUrl } = server;

  project.provide('baseUrl', baseUrl);
  project.provide('e2eUsers', E2E_USERS);
  project.provide('mailDir', mailDir);
  project.provide('smtpRejectDir', smtpRejectDir);

  return async () => {
    await server.stop();
    await smtp.stop();
    writeSecretScanReport(
      logFile,
      mailDir,
      Object.values(E2E_USERS).map((user) => user.password),
    );
    rmSync(dataDir, { recursive: true, force: true });
  };
}
