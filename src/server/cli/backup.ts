import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { writeBackup, type BackupManifest } from '../backup/backup';
import { REQUEST_FILE, RESULT_FILE } from '../backup/backup-requests';
import { dataDirHolder, DataDirInUseError, SERVER } from '../backup/data-dir-lock';
import { runCommand, withAppDatabase } from '../lib/command';

/**
 * `npm run backup [-- --out DIR]`: the embedded database and the uploads of DATA_DIR into a new
 * folder (default backups/lendref-<time>). While the server runs, the server itself writes it
 * (asked by a signal); otherwise this command opens the database. PostgreSQL: docs/deploy.md.
 */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const WAIT_MS = 10 * 60_000;

async function askServer(pid: number, dataDir: string, target: string): Promise<BackupManifest> {
  const id = randomUUID();
  rmSync(join(dataDir, RESULT_FILE), { force: true });
  writeFileSync(join(dataDir, REQUEST_FILE), JSON.stringify({ id, target }));
  process.kill(pid, 'SIGUSR2');
  const started = Date.now();
  while (Date.now() - started < WAIT_MS) {
    await new Promise((done) => setTimeout(done, 200));
    let result: { id?: string; ok?: boolean; error?: string; manifest?: BackupManifest };
    try {
      result = JSON.parse(readFileSync(join(dataDir, RESULT_FILE), 'utf8')) as typeof result;
    } catch {
      continue;
    }
    if (result.id !== id) continue;
    if (!result.ok || !result.manifest)
      throw new Error(`The server could not back up: ${result.error}`);
    return result.manifest;
  }
  throw new Error(`The server (pid ${pid}) did not answer within ${WAIT_MS / 60_000} minutes.`);
}

async function main(): Promise<number> {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or point-in-time recovery (docs/deploy.md).',
    );
    return 1;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = resolve(values.out ?? join('backups', `lendref-${stamp}`));
  // The running server writes it (it alone may read its database); another command holding
  // the folder is waited for, never signalled.
  const holder = dataDirHolder(config.DATA_DIR);
  if (holder && holder.name !== SERVER) throw new DataDirInUseError(config.DATA_DIR, holder);
  const pid = holder?.pid;
  const manifest = pid
    ? await askServer(pid, config.DATA_DIR, target)
    : await withAppDatabase(config, 'npm run backup', (database) =>
        writeBackup(database, config.DATA_DIR, target),
      );
  console.log(
    `Backup written to ${target}${pid ? ` by the running server (pid ${pid})` : ''}: ` +
      `${manifest.leads} leads, ${manifest.upload_files} uploaded files.`,
  );
  return 0;
}

await runCommand(main);
