import { describe, expect, it } from 'vitest';
import { missingOptionalDependencies } from './lockfile-gaps';

describe('optional dependencies a lockfile lacks', () => {
  const oxide = {
    optionalDependencies: { 'oxide-darwin-arm64': '4.3.5', 'oxide-linux-x64': '4.3.5' },
  };

  it('names a binding written only for the platform that wrote the file', () => {
    expect(
      missingOptionalDependencies({
        packages: { 'node_modules/oxide': oxide, 'node_modules/oxide-linux-x64': {} },
      }),
    ).toEqual(['node_modules/oxide -> oxide-darwin-arm64']);
  });

  it('finds a binding hoisted to the root or nested under its parent', () => {
    expect(
      missingOptionalDependencies({
        packages: {
          'node_modules/tool/node_modules/oxide': oxide,
          'node_modules/tool/node_modules/oxide/node_modules/oxide-darwin-arm64': {},
          'node_modules/oxide-linux-x64': {},
        },
      }),
    ).toEqual([]);
  });

  it('holds for the project’s own lockfile', async () => {
    const { readFile } = await import('node:fs/promises');
    const lockfile = JSON.parse(await readFile('package-lock.json', 'utf8'));
    expect(missingOptionalDependencies(lockfile)).toEqual([]);
  });
});
