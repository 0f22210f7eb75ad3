import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claimDataDir, dataDirHolder } from './data-dir-lock';

// Issue 41 finding 6 (decision 0091): every process that opens the embedded database holds the
// data folder's lock; a crashed holder's lock is taken over, a live one's never.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'lendref-lock-'));
  folders.push(dir);
  return dir;
};
const lockFile = (dir: string) => join(dir, 'server.pid');

describe('the data folder lock', () => {
  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(lockFile(dir), `${gone}\nnpm run seed:demo\n`);
    const lock = claimDataDir(dir, 'npm run admin:create');
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${process.pid}\nnpm run admin:create\n`);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('refuses while a live process holds it, naming it, and leaves its lock alone', async () => {
    const dir = folder();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(lockFile(dir), `${holder.pid}\nnpm run seed:demo\n`);
      expect(dataDirHolder(dir)).toEqual({ pid: holder.pid, name: 'npm run seed:demo' });
      expect(() => claimDataDir(dir, 'the server')).toThrow(
        `${dir} is in use by npm run seed:demo (pid ${holder.pid}): wait for it to finish.`,
      );
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${holder.pid}\nnpm run seed:demo\n`);
    } finally {
      holder.kill();
    }
  });

  it('refuses a second claim while the first holds it, and a release removes only its own lock', () => {
    const dir = folder();
    const first = claimDataDir(dir, 'npm run backup');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      // Another live process's lock where this one's was (it took over after a crash).
      writeFileSync(lockFile(dir), `${other.pid}\nthe server\n`);
      expect(() => claimDataDir(dir, 'npm run seed:demo')).toThrow(/in use by the server/);
      first.release();
      expect(readFileSync(lockFile(dir), 'utf8')).toBe(`${other.pid}\nthe server\n`);
    } finally {
      other.kill();
    }
  });
});
