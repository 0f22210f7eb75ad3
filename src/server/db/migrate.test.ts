import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrate, readMigrations } from './migrate';

/** Two handles on one empty database: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
async function emptyDatabasePair(): Promise<{
  first: Database;
  second: Database;
  cleanup(): Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: '', memory: true });
    return { first: database, second: database, cleanup: () => database.close() };
  }
  const name = `lendref_migrate_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const first = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  const second = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    first,
    second,
    async cleanup() {
      await first.close();
      await second.close();
      await admin.query(`drop database ${name}`);
      await admin.end();
    },
  };
}

describe('migrate', () => {
  it('applies every migration exactly once when two processes start together', async () => {
    const { first, second, cleanup } = await emptyDatabasePair();
    try {
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      const all = readMigrations().map((migration) => migration.name);
      expect([...a, ...b].sort()).toEqual([...all].sort());
      expect(await migrate(first)).toEqual([]);
      const rows = await first.rawTransaction((query) =>
        query('select name from schema_migrations'),
      );
      expect(rows.map((row) => row.name).sort()).toEqual([...all].sort());
    } finally {
      await cleanup();
    }
  });

  it('splits files on drizzle statement breakpoints', () => {
    const [init] = readMigrations();
    expect(init?.name).toBe('0000_init');
    expect(init?.statements.length).toBeGreaterThan(3);
    expect(init?.statements.every((statement) => !statement.includes('statement-breakpoint'))).toBe(
      true,
    );
  });
});
