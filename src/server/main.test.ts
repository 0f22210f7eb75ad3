import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/** The real entry point: starts on an empty data directory, prints the admin once, stops cleanly. */
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
    await expect.poll(() => output, { timeout: 30_000 }).toMatch(/Server listening at (http:\S+)/);
    const url = output.match(/Server listening at (http:\/\/[\d.:]+)/)![1];
    expect(output).toMatch(/First admin created: admin@example\.com \/ \S{20,}/);

    const login = await fetch(`${url}/readyz`);
    expect(login.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  } finally {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
