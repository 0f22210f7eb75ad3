import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client';
import { TEST_APP_KEY } from '../../src/server/leads/leads.test-support';
import { startPostgresCluster } from './postgres-cluster';

/**
 * The data a killed server is started again on (issue 18's crash tests): a PGlite folder, or a
 * throwaway PostgreSQL cluster beside an uploads folder. The database is opened only while no
 * server holds it (PGlite's folder takes one process at a time).
 */
export interface CrashBackend {
  name: string;
  env: Record<string, string>;
  dataDir: string;
  /** The database, opened for the caller, who closes it. */
  open(): Promise<Database>;
  /** Rows of `sql` with `params`, read after the server has stopped. */
  query(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  cleanup(): void;
}

function serverEnv(dataDir: string, databaseUrl = ''): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    APP_KEY: TEST_APP_KEY,
    LOG_LEVEL: 'fatal',
    // No SMTP and no worker: the e-mails stay queued, so the test sees every outbox row a
    // request wrote.
    SMTP_URL: '',
    MAIL_WORKER_ENABLED: 'false',
    WEB_DIST_DIR: '/nonexistent',
    FORM_MIN_FILL_SECONDS: '0',
    APPLY_RATE_LIMIT: '100000',
  };
}

function backend(name: string, dataDir: string, databaseUrl: string, stop = () => {}) {
  const open = () => openDatabase({ dataDir, databaseUrl: databaseUrl || undefined });
  return {
    name,
    env: serverEnv(dataDir, databaseUrl),
    dataDir,
    open,
    query: async (sql: string, params: unknown[]) => {
      const database = await open();
      try {
        return await database.rawQuery(sql, params);
      } finally {
        await database.close();
      }
    },
    cleanup: () => {
      stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pgliteBackend(): Promise<CrashBackend> {
  return backend('PGlite', mkdtempSync(join(tmpdir(), 'lendref-crash-')), '');
}

async function postgresBackend(): Promise<CrashBackend> {
  const cluster = await startPostgresCluster();
  const dataDir = mkdtempSync(join(tmpdir(), 'lendref-crash-'));
  return backend('PostgreSQL', dataDir, cluster.url, () => cluster.destroy());
}

export const CRASH_BACKENDS: [string, () => Promise<CrashBackend>][] = [
  ['PGlite', pgliteBackend],
  ['PostgreSQL', postgresBackend],
];
