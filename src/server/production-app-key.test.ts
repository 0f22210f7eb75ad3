import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/**
 * Issue 31, finding 2: without APP_KEY the key that seals e-mailed links is generated into the
 * database, so a backup would hold working links. Production refuses that, saying how to fix it.
 */
describe('production needs APP_KEY', () => {
  it('the config loader refuses production without APP_KEY and says how to make one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_KEY: required with NODE_ENV=production.*openssl rand -base64 48/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', APP_KEY: '' })).toThrow(/APP_KEY/);
    const key = 'k'.repeat(48);
    expect(loadConfig({ NODE_ENV: 'production', APP_KEY: key }).APP_KEY).toBe(key);
    // Development and tests still run with a key generated into the database.
    expect(loadConfig({ NODE_ENV: 'development' }).APP_KEY).toBeUndefined();
  });

  it('the server started in production without APP_KEY exits at once with that message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lendref-appkey-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          APP_KEY: '',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          HOST: '127.0.0.1',
          PORT: '0',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('Invalid configuration: APP_KEY: required with NODE_ENV=production');
      expect(output).toContain('openssl rand -base64 48');
      // The operator's mistake, not a crash: no stack trace, nothing listening.
      expect(output).not.toMatch(/\n\s+at /);
      expect(output).not.toContain('Server listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
