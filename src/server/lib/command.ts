import { mkdirSync } from 'node:fs';
import type { AppConfig } from '../config';
import { claimDataDir } from '../backup/data-dir-lock';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * Command-line tools (src/server/cli) work on the database the app uses, opened and migrated
 * as the app does, and close it whatever happens. The embedded one is first claimed for
 * `command` (decision 0091): beside a running server, or another command, this throws naming
 * it, before anything is opened, so the folder is never written by two processes.
 */
export async function withAppDatabase<T>(
  config: AppConfig,
  command: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  if (!config.DATABASE_URL) mkdirSync(config.DATA_DIR, { recursive: true });
  const lock = config.DATABASE_URL ? undefined : claimDataDir(config.DATA_DIR, command);
  try {
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    try {
      await migrate(database);
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** Runs a tool's main and exits with its code; a failure prints its message, not a stack. */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
