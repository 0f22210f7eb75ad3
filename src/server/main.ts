import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { listenForBackupRequests } from './backup/backup-requests';
import { claimDataDir, SERVER } from './backup/data-dir-lock';
import { warmPasswordEstimator } from './auth/password-strength';
import { loadConfig } from './config';
import { startRateLimitSweeper } from './lib/rate-limit';
import { startSweeper } from './lib/sweeper';
import { closeDuePeriods } from './statements/close-statement-period';
import { sendDueReminders } from './document-chasing/send-due-reminders';
import { runTaskRound } from './tasks/run-task-round';
import { storageFromConfig } from './deal-room/document-storage';
import { startOutboxWorker, workerOptionsFrom } from './mail/outbox-worker';
import { startWebhookWorker } from './webhooks/start-webhook-worker';
import { startImportUndoWorker } from './lead-import/import-undo-worker';
import { webhookWorkerOptionsFrom } from './webhooks/webhook-worker';
import { createMailTransport, mailFolder } from './mail/transport';
import { deleteExpiredOAuthLogins } from './oauth/oauth.queries';
import { deleteExpiredFormTokens } from './leads/single-use-form-token';
import { deleteExpiredIdempotencyKeys } from './lead-api/idempotency.queries';
import { deleteExpiredTwoFactorRows } from './two-factor/delete-expired-two-factor-rows';
import { applyRetention } from './privacy/apply-retention';
import { removeErasedFiles } from './privacy/remove-erased-files';
import { startBanner, writeFirstAdminPassword } from './start-banner';
import { resolveAppKey } from './settings/settings.service';
import { bootstrapAdmin, StartupRefusal } from './users/bootstrap-admin';

const SHUTDOWN_GRACE_MS = 10_000;

function claimDataDirOrExit(dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  try {
    return claimDataDir(dataDir, SERVER);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

/** Pino's flush, waited for: its pretty transport writes from a worker thread. */
function flushLog(log: object): Promise<void> {
  return new Promise((resolve) => {
    if ('flush' in log && typeof log.flush === 'function') log.flush(() => resolve());
    else resolve();
  });
}

/** A configuration mistake is the operator's to fix: say which, without a stack trace. */
function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
// The embedded database is one process's: refuse to start while another process holds it.
const embedded = !config.DATABASE_URL;
const dataDirLock = embedded ? claimDataDirOrExit(config.DATA_DIR) : undefined;
// A person at a terminal gets a banner and readable one-line logs; a service gets JSON.
const interactive = Boolean(process.stdout.isTTY) && config.NODE_ENV !== 'production';
const app = await buildApp(config, { prettyLogs: interactive });
const firstAdmin = await bootstrapAdmin(
  app.database.db,
  { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  app.log,
).catch(async (error: unknown) => {
  if (!(error instanceof StartupRefusal)) throw error;
  // A setting the person chose: one line saying what to change, not a stack trace.
  console.error(error.message);
  await app.close();
  process.exit(1);
});

// Sends the e-mail outbox; every process runs one, their claims never overlap (decision 0013).
const mailWorker = config.MAIL_WORKER_ENABLED
  ? startOutboxWorker(
      app.database.db,
      createMailTransport(config),
      {
        ...workerOptionsFrom(config),
        appKey: await resolveAppKey(app.database.db, config),
        intervalMs: config.MAIL_POLL_INTERVAL_MS,
      },
      app.log,
    )
  : undefined;

// Delivers signed webhooks; every process runs one, their claims never overlap (decision 0068).
const webhookWorker = config.WEBHOOKS_WORKER_ENABLED
  ? startWebhookWorker(
      app.database.db,
      {
        ...webhookWorkerOptionsFrom(config, await resolveAppKey(app.database.db, config)),
        intervalMs: config.WEBHOOKS_POLL_INTERVAL_MS,
      },
      app.log,
    )
  : undefined;

// Puts undone imports' leads back a chunk at a time; every process runs one (decision 0090).
const importUndoWorker = startImportUndoWorker(app.database.db, { intervalMs: 2_000 }, app.log);

// Windows of rate limits end; their rows are deleted every ten minutes by every process.
const rateLimitSweeper = startRateLimitSweeper(app.database.db, 10 * 60_000, app.log);

// OAuth sign-in attempts expire within ten minutes; every process deletes the expired ones.
const oauthLoginSweeper = startSweeper(
  {
    run: () => deleteExpiredOAuthLogins(app.database.db),
    done: 'expired OAuth sign-in attempts deleted',
    failed: 'OAuth sign-in attempt sweep failed',
  },
  10 * 60_000,
  app.log,
);

// Used guest-form tokens are remembered until they would have expired; then their rows go.
const usedFormTokenSweeper = startSweeper(
  {
    run: () => deleteExpiredFormTokens(app.database.db),
    done: 'expired guest-form tokens deleted',
    failed: 'guest-form token sweep failed',
  },
  60 * 60_000,
  app.log,
);

// The lead API's Idempotency-Key answers are kept 24 hours (issue 33); then their rows go.
const idempotencySweeper = startSweeper(
  {
    run: () => deleteExpiredIdempotencyKeys(app.database.db),
    done: 'expired idempotency keys deleted',
    failed: 'idempotency key sweep failed',
  },
  60 * 60_000,
  app.log,
);

// Two-factor challenges (5 minutes) and remembered devices (30 days) expire; every process
// deletes the expired ones, as the OAuth attempts above.
const twoFactorSweeper = startSweeper(
  {
    run: () => deleteExpiredTwoFactorRows(app.database.db),
    done: 'expired two-factor challenges and remembered devices deleted',
    failed: 'two-factor sweep failed',
  },
  10 * 60_000,
  app.log,
);

// Staged uploads a killed process left behind go at the next start and hourly after. Only
// files untouched for an hour: an upload in flight (cut at the 2-minute request timeout) is
// never one of them, whichever process serves it (decision 0044).
const STAGED_MAX_AGE_MS = 60 * 60_000;
const uploadsStorage = storageFromConfig(config);
const stagedUploadSweeper = startSweeper(
  {
    run: () => uploadsStorage.sweepStaged(new Date(Date.now() - STAGED_MAX_AGE_MS)),
    done: 'abandoned staged uploads deleted',
    failed: 'staged upload sweep failed',
  },
  STAGED_MAX_AGE_MS,
  app.log,
  { now: true },
);

// Retention (decision 0072): closed leads past the firm's setting lose their personal data, a
// batch a round; each round is one audited request. Hourly in every process (rows are claimed).
const retentionSweeper = startSweeper(
  {
    run: async () => {
      const applied = await applyRetention(app.database.db);
      await removeErasedFiles(uploadsStorage, mailFolder(config), applied.files, app.log);
      return applied.count;
    },
    done: 'retention applied to closed leads',
    failed: 'retention sweep failed',
  },
  60 * 60_000,
  app.log,
  { now: true },
);

// Statement periods close on each market's closing day (issue 35, decision 0071); every process
// tries every ten minutes and at start: the counter lock and the unique period let one close it.
const statementSweeper = startSweeper(
  {
    run: () => closeDuePeriods(app.database.db, config),
    done: 'statement period closed: statements issued',
    failed: 'statement closing failed',
  },
  10 * 60_000,
  app.log,
  { now: true },
);

// Document reminders (issue 34 item 3, decision 0077): every process tries every five minutes
// and at start; each reminder's (link, number) key lets one process only send it.
const documentChaseAppKey = await resolveAppKey(app.database.db, config);
const documentChaseSweeper = startSweeper(
  {
    run: () => sendDueReminders(app.database.db, { now: new Date(), appKey: documentChaseAppKey }),
    done: 'document reminders sent',
    failed: 'document reminder round failed',
  },
  5 * 60_000,
  app.log,
  { now: true },
);

// Task reminders at their due time and each admin's daily digest on each market's clock (issue
// 34, decision 0075): every process, every minute; claims and stamps let one send each.
const taskSweeper = startSweeper(
  {
    run: () => runTaskRound(app.database.db, new Date()),
    done: 'task reminders and digests sent',
    failed: 'task round failed',
  },
  config.TASK_ROUND_INTERVAL_MS,
  app.log,
  { now: true },
);

const stopBackupRequests = embedded
  ? listenForBackupRequests(app.database, config.DATA_DIR, app.log)
  : undefined;

// Finish the mail batch in flight, stop accepting, let requests in flight finish, close the
// database (onClose), then exit.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    rateLimitSweeper.stop();
    oauthLoginSweeper.stop();
    usedFormTokenSweeper.stop();
    idempotencySweeper.stop();
    twoFactorSweeper.stop();
    stagedUploadSweeper.stop();
    retentionSweeper.stop();
    statementSweeper.stop();
    documentChaseSweeper.stop();
    taskSweeper.stop();
    stopBackupRequests?.();
    Promise.all([mailWorker?.stop(), webhookWorker?.stop(), importUndoWorker.stop()])
      .then(() => app.close())
      .then(
        () => {
          dataDirLock?.release();
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  });
}

// The password estimator's dictionaries take a second to build: paid here, not by a user.
warmPasswordEstimator();
const url = await app.listen({ host: config.HOST, port: config.PORT });
if (firstAdmin?.generatedPassword && !interactive) {
  await writeFirstAdminPassword(
    config,
    { ...firstAdmin, generatedPassword: firstAdmin.generatedPassword },
    app.log,
  );
}
// Listening on every interface: the banner offers the address a browser on this machine opens.
const openAt = config.APP_URL ?? url.replace(/\/\/(0\.0\.0\.0|\[::\])/, '//localhost');
if (interactive) {
  // After the lines the log has queued, so the banner is the last thing on the screen.
  await flushLog(app.log);
  process.stdout.write(startBanner(config, openAt, firstAdmin));
}
