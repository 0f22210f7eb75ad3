import { describe, expect, it } from 'vitest';
import { findings, productionPackages } from './dependency-findings';

describe('production packages of a lockfile', () => {
  it('keeps production entries, by name, with every installed version', () => {
    const packages = productionPackages({
      packages: {
        '': { version: '0.1.0' },
        'node_modules/fastify': { version: '5.12.8' },
        'node_modules/@aws-sdk/lib-storage': { version: '3.1173.0' },
        'node_modules/@aws-sdk/lib-storage/node_modules/buffer': { version: '5.6.0' },
        'node_modules/buffer': { version: '6.0.3' },
        'node_modules/vitest': { version: '4.0.0', dev: true },
        'node_modules/@opentelemetry/api': { version: '1.9.1', devOptional: true },
        'node_modules/local': { link: true },
      },
    });
    expect(
      Object.fromEntries([...packages].map(([name, versions]) => [name, [...versions]])),
    ).toEqual({
      fastify: ['5.12.8'],
      '@aws-sdk/lib-storage': ['3.1173.0'],
      buffer: ['5.6.0', '6.0.3'],
    });
  });
});

describe('findings from a registry page', () => {
  const versions = (...list: string[]) => Object.fromEntries(list.map((version) => [version, {}]));

  it('names the newest release of the same major, never a pre-release or the next major', () => {
    const page = { versions: versions('5.12.8', '5.12.9', '5.13.0', '5.14.0-rc.1', '6.0.0') };
    expect(findings('fastify', new Set(['5.12.8']), page)).toEqual([
      { kind: 'behind', name: 'fastify', version: '5.12.8', detail: '5.13.0' },
    ]);
  });

  it('below 1.0 keeps to the same minor, where breaking changes are allowed', () => {
    const page = { versions: versions('0.45.4', '0.45.5', '0.46.0') };
    expect(findings('drizzle-orm', new Set(['0.45.4']), page)).toEqual([
      { kind: 'behind', name: 'drizzle-orm', version: '0.45.4', detail: '0.45.5' },
    ]);
  });

  it('reports a deprecated version with the maintainers’ words', () => {
    const page = {
      versions: { '1.0.0': { deprecated: 'Use 2.x: 1.x has a known issue' }, '2.0.0': {} },
    };
    expect(findings('old', new Set(['1.0.0']), page)).toEqual([
      {
        kind: 'deprecated',
        name: 'old',
        version: '1.0.0',
        detail: 'Use 2.x: 1.x has a known issue',
      },
    ]);
  });

  it('finds nothing for the newest of its line', () => {
    expect(
      findings('jose', new Set(['6.2.18']), { versions: versions('6.2.17', '6.2.18', '7.0.0') }),
    ).toEqual([]);
  });
});
