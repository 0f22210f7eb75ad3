import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseOptions } from '../../src/server/db/client';

/** A fresh copy of the migrated golden database for one test file. */
export async function openTestDatabase(
  options: Pick<DatabaseOptions, 'queryLogger'> = {},
): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    const name = `lendref_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ ...options, databaseUrl: url.toString(), dataDir: '' });
    const close = database.close;
    database.close = async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name}`);
      await cleanup.end();
    };
    return database;
  }
  const dump = readFileSync(inject('pgliteDumpPath'));
  return openDatabase({ ...options, dataDir: '', pgliteDump: new Blob([dump]) });
}
