import { buildApp } from './app';
import { loadConfig } from './config';
import { startRateLimitSweeper } from './lib/rate-limit';
import { startOutboxWorker, workerOptionsFrom } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { resolveAppKey } from './settings/settings.service';
import { bootstrapAdmin } from './users/bootstrap-admin';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const app = await buildApp(config);
await bootstrapAdmin(
  app.database.db,
  { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD },
  app.log,
);

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

// Windows of rate limits end; their rows are deleted every ten minutes by every process.
const rateLimitSweeper = startRateLimitSweeper(app.database.db, 10 * 60_000, app.log);

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
    (mailWorker?.stop() ?? Promise.resolve())
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
