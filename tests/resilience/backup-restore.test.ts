import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { TEST_APP_KEY, filledFormToken } from '../../src/server/leads/leads.test-support';
import { guestSession, startAppProcess, type AppProcess } from '../support/app-process';
import { applicationPayload } from '../support/factories';

// Issue 18: `npm run backup` while the app runs, `npm run restore` into a fresh data folder, and
// every lead and uploaded file found again.

const root = mkdtempSync(join(tmpdir(), 'lendref-backup-'));
const dataDir = join(root, 'data');
const restoredDir = join(root, 'restored');
const backupDir = join(root, 'backup');
const env = {
  NODE_ENV: 'production',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  APP_KEY: TEST_APP_KEY,
  LOG_LEVEL: 'fatal',
  SMTP_URL: '',
  WEB_DIST_DIR: '/nonexistent',
  FORM_MIN_FILL_SECONDS: '0',
  APPLY_RATE_LIMIT: '100000',
};
const UPLOADS = { 'a1/bank-statement.pdf': '%PDF-1.7 one', 'b2/licence.png': '\x89PNG two' };

function cli(script: string, args: string[], dir = dataDir) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, ...env, DATA_DIR: dir },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

let server: AppProcess;
beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  for (const [name, content] of Object.entries(UPLOADS)) {
    mkdirSync(join(dataDir, 'uploads', name, '..'), { recursive: true });
    writeFileSync(join(dataDir, 'uploads', name), content);
  }
  server = await startAppProcess(env);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  const before: string[] = [];

  it('refuses a second server on the same data folder', async () => {
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(
      `${dataDir} is in use by the server (pid ${server.child.pid}): stop it first`,
    );
  }, 90_000);

  // Issue 41 finding 6: seed:demo beside a running server exited 0, its rows unseen by the
  // server, and after a second seed and a restart PGlite would not start: the data was gone.
  it('refuses seed:demo, admin:create and restore beside the running server', async () => {
    const inUse = `${dataDir} is in use by the server (pid ${server.child.pid}): stop it first`;
    const refused = [
      cli('src/server/cli/seed-demo.ts', ['--leads', '5', '--force']),
      cli('src/server/cli/admin-create.ts', [
        '--email',
        'second-process@example.test',
        '--password',
        'correct horse battery staple 9',
      ]),
      cli('src/server/cli/restore.ts', [backupDir, '--replace']),
    ];
    for (const command of refused) {
      expect(command.output).toContain(inUse);
      expect(command.status).toBe(1);
    }
    // The server still serves and writes its database; the restore test below opens it.
    const guest = await guestSession(server.baseUrl);
    const response = await guest.post('/api/apply', {
      form_token: filledFormToken(),
      ...applicationPayload(),
    });
    expect(response.status).toBe(200);
    before.push(((await response.json()) as { reference: string }).reference);
  }, 240_000);

  it('backs up while applications keep arriving, through the running server', async () => {
    const guest = await guestSession(server.baseUrl);
    const apply = async () => {
      const response = await guest.post('/api/apply', {
        form_token: filledFormToken(),
        ...applicationPayload(),
      });
      const body = (await response.json()) as { reference?: string };
      expect(response.status).toBe(200);
      return body.reference!;
    };
    for (let i = 0; i < 5; i++) before.push(await apply());

    let done = false;
    const during = (async () => {
      const references: string[] = [];
      while (!done) references.push(await apply());
      return references;
    })();
    const backup = cli('src/server/cli/backup.ts', ['--out', backupDir]);
    done = true;
    await during;

    expect(backup.output).toContain(`by the running server (pid ${server.child.pid})`);
    expect(backup.status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.leads).toBeGreaterThanOrEqual(before.length);
    expect(manifest.upload_files).toBe(Object.keys(UPLOADS).length);
  }, 120_000);

  it('restores into a fresh folder: every lead, whole, and every uploaded file', async () => {
    await server.stop();
    // The server's own folder opens whole after the refused commands, with every lead in it.
    const own = await openDatabase({ dataDir });
    try {
      const rows = await own.rawQuery(`select reference from leads where reference = any($1)`, [
        before,
      ]);
      expect(rows).toHaveLength(before.length);
    } finally {
      await own.close();
    }
    const restore = cli('src/server/cli/restore.ts', [backupDir], restoredDir);
    expect(restore.output).toContain('Restored the backup');
    expect(restore.status).toBe(0);

    const database = await openDatabase({ dataDir: restoredDir });
    try {
      const rows = await database.rawQuery(
        `select l.reference,
           (select count(*) from lead_events e where e.lead_id = l.id)::int as events,
           (select count(*) from outbox o where o.lead_id = l.id)::int as emails
         from leads l where l.reference = any($1)`,
        [before],
      );
      expect(rows.map((row) => row.reference).sort()).toEqual([...before].sort());
      expect(rows.every((row) => Number(row.events) >= 1 && Number(row.emails) === 2)).toBe(true);
    } finally {
      await database.close();
    }
    for (const name of Object.keys(UPLOADS))
      expect(digest(join(restoredDir, 'uploads', name))).toBe(
        digest(join(dataDir, 'uploads', name)),
      );
  }, 120_000);

  it('never overwrites data without --replace, and refuses a damaged backup', () => {
    const again = cli('src/server/cli/restore.ts', [backupDir], restoredDir);
    expect(again.status).toBe(1);
    expect(again.output).toContain('already holds data: restore with --replace');

    appendFileSync(join(backupDir, 'database.tar.gz'), 'x');
    const damaged = cli('src/server/cli/restore.ts', [backupDir, '--replace'], restoredDir);
    expect(damaged.status).toBe(1);
    expect(damaged.output).toContain('does not match its manifest: the backup is damaged');
  }, 120_000);
});
