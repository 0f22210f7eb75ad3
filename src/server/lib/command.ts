import type { AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';

/**
 * Command-line tools (src/server/cli) work on the database the app uses, opened and migrated
 * as the app does, and close it whatever happens.
 */
export async function withAppDatabase<T>(
  config: AppConfig,
  work: (database: Database) => Promise<T>,
): Promise<T> {
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
}

/** Runs a tool's main and exits with its code; a failure prints its message, not a stack. */
export async function runCommand(main: () => Promise<number>): Promise<void> {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
}
