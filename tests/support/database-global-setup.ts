import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates once, then every test file starts from a copy of that "golden" database:
 * a PGlite data-directory dump, or a PostgreSQL template database (TEST_DATABASE_URL).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `lendref_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    await migrate(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteDumpPath', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }

  const directory = mkdtempSync(join(tmpdir(), 'lendref-golden-'));
  const database = await openDatabase({ dataDir: '', memory: true });
  await migrate(database);
  const dump = await database.dumpDataDir!();
  await database.close();
  const dumpPath = join(directory, 'golden.tar.gz');
  writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
  project.provide('postgresTemplate', '');
  return () => rmSync(directory, { recursive: true, force: true });
}
