// `npm test`: the whole suite — unit, API (PGlite) and browser tests — then one summary line.
// It needs Debian's Chromium and PostgreSQL: installed here when running as root, else we say how.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { printSummary, summarize } from './summarize.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT = '.tmp/reports/vitest-main.json';
// Written by the browser tests' teardown: the server log searched for secrets (e2e/support).
const SECRET_SCAN = '.tmp/reports/secret-scan.json';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

// Debian packages the suite drives for real: Chromium (browser tests), PostgreSQL (the
// resilience tests run their own throwaway clusters) and nginx (the several-process test).
const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
const postgresRoot = '/usr/lib/postgresql';
const hasPostgres =
  existsSync(postgresRoot) &&
  readdirSync(postgresRoot).some((version) => existsSync(`${postgresRoot}/${version}/bin/initdb`));
if (!hasPostgres) missing.push('postgresql');
if (!existsSync('/usr/sbin/nginx')) missing.push('nginx-light');

if (missing.length > 0) {
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian’s ${missing.join(', ')}…`);
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', ...missing], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }) !== 0
    ) {
      console.error(
        `Could not install ${missing.join(' ')}. Run: sudo apt-get install -y ${missing.join(' ')}`,
      );
      process.exit(1);
    }
  } else {
    console.error(
      `The suite needs Debian’s ${missing.join(', ')}. Run:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}

const buildStatus = run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (buildStatus !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

mkdirSync('.tmp/reports', { recursive: true });
rmSync(REPORT, { force: true });
rmSync(SECRET_SCAN, { force: true });
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
  ...process.argv.slice(2),
]);
const summary = summarize(existsSync(SECRET_SCAN) ? [REPORT, SECRET_SCAN] : [REPORT]);
printSummary(summary);
process.exit(status !== 0 || summary.failed > 0 ? 1 : 0);
