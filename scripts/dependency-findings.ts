// What `npm run deps:check` (scripts/dependency-check.ts) finds in a lockfile and registry
// pages, kept apart from the network so that a test can feed it both.
interface LockEntry {
  version?: string;
  dev?: boolean;
  /** Needed only by dev packages' optional needs: left out with `--omit=dev` too. */
  devOptional?: boolean;
  link?: boolean;
}
export interface RegistryPage {
  versions?: Record<string, { deprecated?: string }>;
}
export type Finding = {
  kind: 'deprecated' | 'behind';
  name: string;
  version: string;
  detail: string;
};

/** name → installed versions, from the lockfile's production entries. */
export function productionPackages(lock: {
  packages: Record<string, LockEntry>;
}): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (!path || entry.dev || entry.devOptional || entry.link || !entry.version) continue;
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    packages.set(name, (packages.get(name) ?? new Set()).add(entry.version));
  }
  return packages;
}

/** 1.4.2 → [1, 4, 2]; undefined for a pre-release, which never counts as newer. */
function release(version: string): number[] | undefined {
  return /^\d+\.\d+\.\d+$/.test(version) ? version.split('.').map(Number) : undefined;
}
function newer(a: number[], b: number[]): boolean {
  const index = a.findIndex((part, i) => part !== b[i]);
  return index >= 0 && a[index]! > b[index]!;
}
/** Releases that keep the installed one's promises: the same major, or the same 0.minor. */
function sameLine(a: number[], b: number[]): boolean {
  return a[0] === b[0] && (a[0] !== 0 || a[1] === b[1]);
}

export function findings(name: string, installed: Set<string>, page: RegistryPage): Finding[] {
  const published = Object.keys(page.versions ?? {});
  return [...installed].flatMap((version): Finding[] => {
    const deprecated = page.versions?.[version]?.deprecated;
    const current = release(version);
    const newest = current
      ? published.reduce<{ version: string; parts: number[] } | undefined>((best, candidate) => {
          const parts = release(candidate);
          if (!parts || !sameLine(parts, current) || !newer(parts, best?.parts ?? current)) {
            return best;
          }
          return { version: candidate, parts };
        }, undefined)?.version
      : undefined;
    return [
      ...(deprecated ? [{ kind: 'deprecated' as const, name, version, detail: deprecated }] : []),
      ...(newest ? [{ kind: 'behind' as const, name, version, detail: newest }] : []),
    ];
  });
}
