import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { publicUrl } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { readSettings } from '../settings/app-settings';
import { firmIdentity } from '../../shared/page-config';
import { withoutSealedFields } from './sealed-fields';
import { renderMail } from './templates/registry';
import type { MailTransport } from './transport';
import { startQueuePoller, type RunningWorker } from '../lib/queue-poller';

type OutboxRow = typeof outbox.$inferSelect;

export interface OutboxWorkerOptions {
  from: string;
  appName: string;
  appUrl: string;
  batchSize: number;
  maxAttempts: number;
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  claimSeconds: number;
  /** Opens the secrets sealed into outbox rows (lib/seal.ts); main.ts passes the resolved key. */
  appKey?: string;
}

export function workerOptionsFrom(config: AppConfig): OutboxWorkerOptions {
  return {
    from: config.MAIL_FROM,
    appName: config.APP_NAME,
    appUrl: publicUrl(config),
    batchSize: config.MAIL_BATCH_SIZE,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    retryBaseSeconds: config.MAIL_RETRY_BASE_SECONDS,
    retryMaxSeconds: config.MAIL_RETRY_MAX_SECONDS,
    claimSeconds: config.MAIL_CLAIM_SECONDS,
    appKey: config.APP_KEY,
  };
}

/** The app name and firm from settings; the environment's app name only until one is saved. */
export async function mailSite(db: Db, options: OutboxWorkerOptions) {
  const stored = await readSettings(db, ['app_name', 'firm'], { APP_NAME: options.appName });
  return { ...options, appName: stored.app_name, firm: firmIdentity(stored.firm, stored.app_name) };
}

/** Exponential backoff: base, 2×base, 4×base, ... capped. `attempts` counts the failed one. */
export function retryDelaySeconds(
  attempts: number,
  options: Pick<OutboxWorkerOptions, 'retryBaseSeconds' | 'retryMaxSeconds'>,
): number {
  return Math.min(
    options.retryBaseSeconds * 2 ** Math.max(0, attempts - 1),
    options.retryMaxSeconds,
  );
}

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/**
 * Claims due rows for this worker: pending rows whose time has come, and rows another worker
 * claimed but never finished (its claim expired: it crashed). `FOR UPDATE SKIP LOCKED` makes
 * concurrent workers, in this process or another, take disjoint rows.
 */
async function claimDue(db: Db, now: Date, options: OutboxWorkerOptions): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)),
          and(eq(outbox.status, 'sending'), lte(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt))
      .limit(options.batchSize)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({
        status: 'sending',
        lockedUntil: addSeconds(now, options.claimSeconds),
        attempts: sql`${outbox.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

/** The database's time, rounded UP to the millisecond: a row stamped by now() in the same
 * millisecond (microseconds in PostgreSQL) must count as due. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(
    sql`select ceil(extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )) as unknown as { rows: { ms: number | string }[] };
  const ms = Number(result.rows[0]?.ms);
  return Number.isFinite(ms) ? new Date(ms) : new Date();
}

export interface OutboxRunResult {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends what is due once. Tests drive it with their own time `at`; the loop in startOutboxWorker
 * calls it on a timer. A failed send is retried with backoff; after `maxAttempts` the row is
 * marked `failed` and kept for an admin to inspect.
 */
export async function processOutboxOnce(
  db: Db,
  transport: MailTransport,
  options: OutboxWorkerOptions,
  at?: Date,
): Promise<OutboxRunResult> {
  // The database's clock by default: rows are stamped by it, and app servers' clocks may drift.
  const now = at ?? (await databaseNow(db));
  const result: OutboxRunResult = { sent: 0, retried: 0, failed: 0 };
  const rows = await claimDue(db, now, options);
  // Read per batch, not at start: a name or firm saved in settings applies to the next e-mail.
  const site = rows.length > 0 ? await mailSite(db, options) : options;
  for (const row of rows) {
    try {
      const rendered = renderMail(row.template, row.locale, row.data, site);
      await transport.send({ id: row.id, from: options.from, to: row.recipient, ...rendered });
      await db
        .update(outbox)
        .set({
          status: 'sent',
          // The link is in the recipient's mailbox now; the row keeps no copy (decision 0058).
          data: withoutSealedFields(row.template, row.data),
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          updatedAt: now,
        })
        .where(eq(outbox.id, row.id));
      result.sent += 1;
    } catch (error) {
      // Only the error's message is kept: it never holds the SMTP password (the URL is not echoed).
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const giveUp = row.attempts >= options.maxAttempts;
      await db
        .update(outbox)
        .set({
          status: giveUp ? 'failed' : 'pending',
          // A link given up will never be delivered: nobody needs it, a backup must not hold it.
          ...(giveUp ? { data: withoutSealedFields(row.template, row.data) } : {}),
          lockedUntil: null,
          lastError: message,
          nextAttemptAt: addSeconds(now, retryDelaySeconds(row.attempts, options)),
          updatedAt: now,
        })
        .where(eq(outbox.id, row.id));
      if (giveUp) result.failed += 1;
      else result.retried += 1;
    }
  }
  return result;
}

interface WorkerLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Polls the outbox (see startQueuePoller): one per process, claims never overlap. */
export function startOutboxWorker(
  db: Db,
  transport: MailTransport,
  options: OutboxWorkerOptions & { intervalMs: number },
  log: WorkerLogger,
): RunningWorker {
  return startQueuePoller({
    intervalMs: options.intervalMs,
    async runBatch() {
      const result = await processOutboxOnce(db, transport, options);
      const handled = result.sent + result.retried + result.failed;
      if (handled > 0) log.info(result, 'outbox run');
      if (result.failed > 0) log.error({ failed: result.failed }, 'e-mails given up');
      return handled >= options.batchSize;
    },
    onError: (error) => log.warn({ err: error }, 'outbox run failed; will retry'),
    onStopped: () => transport.close(),
  });
}
