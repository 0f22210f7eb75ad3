// Part of `npm run lint`: the lockfile holds every platform's optional bindings, so `npm ci`
// installs from it on any machine (README, "Deploying"). To repair a gap: delete
// node_modules and package-lock.json, then `npm install`.
import { readFileSync } from 'node:fs';
import { missingOptionalDependencies } from './lockfile-gaps';

const missing = missingOptionalDependencies(JSON.parse(readFileSync('package-lock.json', 'utf8')));
if (missing.length > 0) {
  console.error(
    `package-lock.json lacks ${missing.length} optional dependencies, so \`npm ci\` fails on other platforms:`,
  );
  for (const line of missing) console.error(`  ${line}`);
  console.error('Repair: rm -rf node_modules package-lock.json && npm install');
  process.exit(1);
}
