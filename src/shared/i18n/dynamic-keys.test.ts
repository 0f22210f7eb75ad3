import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './messages/en';

// Keys that reach `t()` as data, not as literals the compiler checks: zod messages
// (`message: 'validation.required'`), passed through dynamicKey(). Every one must exist.
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function hasKey(key: string): boolean {
  let node: unknown = en;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('message keys given as data', () => {
  it('every zod message key in the source is in the catalogue', () => {
    const used = new Set<string>();
    for (const file of sourceFiles('src')) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/message: '([a-z0-9-]+(?:\.[a-z0-9_]+)+)'/g)) {
        used.add(match[1]!);
      }
    }
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !hasKey(key))).toEqual([]);
  });
});
