import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per embedded database: PGlite is a single process's database, and a second one
 * writing the same folder (a second server, `npm run seed:demo` beside a running server)
 * corrupts it (issue 41 finding 6, decision 0091). Whoever opens it (the server, every command)
 * first creates the lock file exclusively with its pid and name; a lock whose process is gone
 * (a crash, kill -9) is taken over.
 */
const LOCK_FILE = 'server.pid';
export const SERVER = 'the server';

export interface DataDirHolder {
  pid: number;
  /** `the server`, or the command that holds it (`npm run seed:demo`). */
  name: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(path: string): { text: string; holder?: DataDirHolder } | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine = '', name = SERVER] = text.split('\n');
  const pid = Number(pidLine.trim());
  const live = Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid);
  return { text, holder: live ? { pid, name: name.trim() || SERVER } : undefined };
}

/** The live process other than this one that holds `dataDir`, if one does. */
export function dataDirHolder(dataDir: string): DataDirHolder | undefined {
  return readLock(join(dataDir, LOCK_FILE))?.holder;
}

export class DataDirInUseError extends Error {
  constructor(dataDir: string, holder: DataDirHolder) {
    const advice =
      holder.name === SERVER
        ? 'stop it first, or give this process another DATA_DIR'
        : 'wait for it to finish';
    super(`${dataDir} is in use by ${holder.name} (pid ${holder.pid}): ${advice}.`);
  }
}

/**
 * Claims `dataDir` for this process as `name`, or throws naming the process that holds it. The
 * file is created exclusively, so two processes starting together cannot both win; a stale
 * lock is first moved aside under a name of this process's own, so of two processes taking
 * it over at once only the one whose move succeeded goes on.
 */
export function claimDataDir(dataDir: string, name: string): { release(): void } {
  const path = join(dataDir, LOCK_FILE);
  const content = `${process.pid}\n${name}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, content, { flag: 'wx' });
      return {
        release: () => {
          if (readLock(path)?.text === content) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const lock = readLock(path);
    if (lock?.holder) throw new DataDirInUseError(dataDir, lock.holder);
    const aside = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, aside);
      rmSync(aside, { force: true });
    } catch {
      // Another process moved it first: try again, and meet its lock.
    }
  }
  throw new Error(`Could not take the lock of ${dataDir}: ${path} keeps reappearing.`);
}
