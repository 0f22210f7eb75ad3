// `npm run deps:check`: every package a production install brings (package-lock.json without its
// dev entries) against its registry entry: deprecated versions, and versions with a newer
// release in the same major (the same minor below 1.0), where fixes land without breaking
// changes. It needs only the registry's package pages, so it also runs where the registry or a
// mirror refuses `npm audit` (decision 0050); it does not replace the advisory database.
import { readFileSync } from 'node:fs';
import {
  findings,
  productionPackages,
  type Finding,
  type RegistryPage,
} from './dependency-findings';

const REGISTRY = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(
  /\/?$/,
  '/',
);
const PARALLEL_REQUESTS = 8;

async function registryPage(name: string): Promise<RegistryPage> {
  // The abbreviated document: every version with its deprecation, without readmes.
  const response = await fetch(`${REGISTRY}${name.replace('/', '%2f')}`, {
    headers: { accept: 'application/vnd.npm.install-v1+json' },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
  return (await response.json()) as RegistryPage;
}

async function main(): Promise<number> {
  const packages = [...productionPackages(JSON.parse(readFileSync('package-lock.json', 'utf8')))];
  const found: Finding[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < packages.length) {
      const [name, versions] = packages[next++]!;
      try {
        found.push(...findings(name, versions, await registryPage(name)));
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_REQUESTS }, worker));

  const versions = packages.reduce((sum, [, installed]) => sum + installed.size, 0);
  console.log(`${versions} production package versions (${packages.length} names), ${REGISTRY}`);
  for (const finding of found.sort((a, b) => a.name.localeCompare(b.name))) {
    const what =
      finding.kind === 'deprecated'
        ? `deprecated: ${finding.detail}`
        : `${finding.detail} is out in the same line`;
    console.log(`  ${finding.name}@${finding.version}: ${what}`);
  }
  for (const failure of failures) console.error(`  not checked: ${failure}`);
  const deprecated = found.filter((finding) => finding.kind === 'deprecated').length;
  console.log(
    `${deprecated} deprecated, ${found.length - deprecated} behind their line, ${failures.length} not checked`,
  );
  // Deprecated packages and unreadable entries fail; a newer patch is news, not a failure.
  return deprecated > 0 || failures.length > 0 ? 1 : 0;
}

process.exitCode = await main();
