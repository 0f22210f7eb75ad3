// Optional dependencies a lockfile names but does not hold. npm writes only the current
// platform's native bindings when it updates a lockfile from an installed tree, and `npm ci`
// on another platform (a macOS laptop, an arm64 server) then refuses the file: "Missing:
// @tailwindcss/oxide-darwin-arm64 from lock file". Issue 31, item 8.

interface LockEntry {
  optionalDependencies?: Record<string, string>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

/** Each `path -> name` whose name no lock entry satisfies, resolved as Node resolves modules. */
export function missingOptionalDependencies(lockfile: Lockfile): string[] {
  const entries = lockfile.packages;
  const resolves = (from: string, name: string) => {
    for (let base = from; ;) {
      if (entries[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
      if (!base) return false;
      const parent = base.lastIndexOf('/node_modules/');
      base = parent < 0 ? '' : base.slice(0, parent);
    }
  };
  return Object.entries(entries).flatMap(([path, entry]) =>
    Object.keys(entry.optionalDependencies ?? {})
      .filter((name) => !resolves(path, name))
      .map((name) => `${path || '(root)'} -> ${name}`),
  );
}
