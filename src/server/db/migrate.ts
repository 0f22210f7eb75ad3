import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

const migrationsDir = fileURLToPath(new URL('./migrations', import.meta.url));
// Any constant shared by every process of this app; see docs/decisions/0003.
const MIGRATION_LOCK_KEY = 7_240_153_001;

interface Migration {
  name: string;
  statements: string[];
}

export function readMigrations(directory = migrationsDir): Migration[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: readFileSync(`${directory}/${file}`, 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

/**
 * Applies pending migrations in one transaction that holds an advisory lock, so several
 * processes starting at once apply each migration exactly once and never see half a schema.
 */
export async function migrate(database: Database): Promise<string[]> {
  return database.rawTransaction(async (query) => {
    await query(`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const applied = new Set(
      (await query('select name from schema_migrations')).map((row) => String(row.name)),
    );
    const newlyApplied: string[] = [];
    for (const migration of readMigrations()) {
      if (applied.has(migration.name)) continue;
      for (const statement of migration.statements) await query(statement);
      await query('insert into schema_migrations (name) values ($1)', [migration.name]);
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}
