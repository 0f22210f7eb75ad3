// `npm test`: the whole suite — unit, API (PGlite) and browser tests — then one summary line.
// Browser tests need Debian's Chromium: installed here when running as root, else we say how.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { summarize } from './summarize.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORT = '.tmp/reports/vitest-main.json';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  return result.status ?? 1;
}

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing Debian’s chromium package…');
    run('apt-get', ['update', '-qq']);
    if (
      run('apt-get', ['install', '-y', '-qq', 'chromium'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }) !== 0
    ) {
      console.error('Could not install chromium. Run: sudo apt-get install -y chromium');
      process.exit(1);
    }
  } else {
    console.error(
      'The browser tests need Chromium at /usr/bin/chromium. Run:\n  sudo apt-get update && sudo apt-get install -y chromium',
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
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORT}`,
  ...process.argv.slice(2),
]);
console.log(summarize([REPORT]).line);
process.exit(status);
