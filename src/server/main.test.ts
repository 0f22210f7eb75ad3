import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The real entry point, run as a service would (no terminal): starts on an empty data directory,
 * writes the first admin's password to an owner-only file (never to the log), stops cleanly.
 */
it('starts, creates the first admin, serves, and shuts down gracefully on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lendref-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    // A cold `tsx` start and every migration on an empty directory: slow on a busy machine.
    await expect.poll(() => output, { timeout: 60_000 }).toMatch(/Server listening at (http:\S+)/);
    const url = output.match(/Server listening at (http:\/\/[\d.:]+)/)![1];
    const passwordFile = join(dataDir, 'first-admin-password.txt');
    await expect.poll(() => output).toContain(passwordFile);
    const password = readFileSync(passwordFile, 'utf8').match(/password: (\S+)/)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(output).not.toContain(password);
    // JSON lines for a log shipper, one per answered request, no banner.
    expect(output).not.toContain('is running');

    const login = await fetch(`${url}/readyz`);
    expect(login.status).toBe(200);
    await fetch(`${url}/api/user`);
    await expect
      .poll(() => output.split('\n').filter((line) => line.includes('"GET /api/user 401')))
      .toHaveLength(1);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
