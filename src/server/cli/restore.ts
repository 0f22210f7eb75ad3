import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../backup/backup';
import { claimDataDir } from '../backup/data-dir-lock';
import { runCommand } from '../lib/command';

/**
 * `npm run restore -- DIR [--replace]`: a backup folder of `npm run backup` into DATA_DIR, with
 * the server stopped. Data already there is kept aside (`*.before-restore-<time>`), and only
 * with --replace.
 */
const { values, positionals } = parseArgs({
  options: { replace: { type: 'boolean', default: false } },
  allowPositionals: true,
});

async function main(): Promise<number> {
  const config = loadConfig();
  const [source] = positionals;
  if (!source || positionals.length > 1) {
    console.error('Usage: npm run restore -- <backup folder> [--replace]');
    return 1;
  }
  if (config.DATABASE_URL) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md).');
    return 1;
  }
  mkdirSync(config.DATA_DIR, { recursive: true });
  const lock = claimDataDir(config.DATA_DIR, 'npm run restore');
  const manifest = await restoreBackup(resolve(source), config.DATA_DIR, values.replace).finally(
    () => lock.release(),
  );
  console.log(
    `Restored the backup of ${manifest.created_at} into ${config.DATA_DIR}: ` +
      `${manifest.leads} leads, ${manifest.upload_files} uploaded files. Start the server as usual.`,
  );
  return 0;
}

await runCommand(main);
