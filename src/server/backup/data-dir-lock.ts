import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One server per embedded database: PGlite is a single process's database, and a second server
 * on the same folder would corrupt it. The server writes its pid into the data folder; a pid
 * file whose process is gone (a crash, kill -9) is taken over.
 */
const PID_FILE = 'server.pid';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the server running on `dataDir`, if one is. */
export function runningServer(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
}

/** Claims `dataDir` for this process, or says which process holds it. */
export function claimDataDir(dataDir: string): { release(): void } {
  const holder = runningServer(dataDir);
  if (holder)
    throw new Error(
      `Another server (pid ${holder}) is using ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
    );
  const path = join(dataDir, PID_FILE);
  writeFileSync(path, `${process.pid}\n`);
  return {
    release: () => {
      try {
        if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path);
      } catch {
        // already gone
      }
    },
  };
}
