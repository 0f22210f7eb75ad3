import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { openDatabase, type Database } from '../db/client';

/**
 * Backups of the embedded database (decision 0026): a folder with the PGlite data directory as
 * a gzipped tarball, a copy of the uploads, and a manifest written last (a folder without one
 * is an unfinished backup). PostgreSQL is backed up with its own tools (docs/deploy.md).
 */
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const UPLOADS = 'uploads';

const ZManifest = z.object({
  format: z.literal(1),
  created_at: z.string(),
  database_sha256: z.string().regex(/^[0-9a-f]{64}$/),
  leads: z.number().int(),
  upload_files: z.number().int(),
});
export type BackupManifest = z.infer<typeof ZManifest>;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function countFiles(directory: string): Promise<number> {
  if (!existsSync(directory)) return 0;
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}

async function isEmptyFolder(path: string): Promise<boolean> {
  if (!existsSync(path)) return true;
  return (await stat(path)).isDirectory() && (await readdir(path)).length === 0;
}

/**
 * Writes a backup of the running database and of `dataDir`'s uploads into `target` (a new or
 * empty folder). The tarball is taken between two statements, after a checkpoint: a
 * crash-consistent image that PostgreSQL's recovery brings to the last commit. Uploads are
 * copied after it: a stored file never changes, and every file the dump refers to was written
 * before its row was committed.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  target: string,
): Promise<BackupManifest> {
  if (!database.dumpDataDir) throw new Error('only the embedded database is backed up this way');
  if (!(await isEmptyFolder(target))) throw new Error(`${target} exists and is not empty`);
  await mkdir(target, { recursive: true });
  await database.rawQuery('checkpoint');
  const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  const [row] = await database.rawQuery('select count(*)::int as leads from leads');
  await writeFile(join(target, DATABASE_FILE), dump);
  const uploads = join(dataDir, UPLOADS);
  if (existsSync(uploads)) await cp(uploads, join(target, UPLOADS), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    created_at: new Date().toISOString(),
    database_sha256: sha256(dump),
    leads: Number(row?.leads ?? 0),
    upload_files: await countFiles(join(target, UPLOADS)),
  };
  await writeFile(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Restores a backup into `dataDir`. An existing database or uploads folder there is moved
 * aside (`*.before-restore-<time>`) only when `replace` is set, never deleted.
 */
export async function restoreBackup(
  source: string,
  dataDir: string,
  replace = false,
): Promise<BackupManifest> {
  const manifestPath = join(source, MANIFEST_FILE);
  if (!existsSync(manifestPath))
    throw new Error(`${source} has no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  const manifest = ZManifest.parse(JSON.parse(await readFile(manifestPath, 'utf8')));
  const dump = await readFile(join(source, DATABASE_FILE));
  if (sha256(dump) !== manifest.database_sha256)
    throw new Error(`${DATABASE_FILE} does not match its manifest: the backup is damaged`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (const name of ['pglite', UPLOADS]) {
    const existing = join(dataDir, name);
    if (await isEmptyFolder(existing)) continue;
    if (!replace) throw new Error(`${existing} already holds data: restore with --replace`);
    await rename(existing, `${existing}.before-restore-${stamp}`);
  }
  const database = await openDatabase({ dataDir, pgliteDump: new Blob([dump]) });
  await database.close();
  if (existsSync(join(source, UPLOADS)))
    await cp(join(source, UPLOADS), join(dataDir, UPLOADS), { recursive: true });
  return manifest;
}
