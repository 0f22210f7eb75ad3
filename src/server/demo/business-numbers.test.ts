import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { isValidAbn } from '../../shared/leads/abn';
import { isValidNzbn } from '../../shared/leads/nzbn';
import { demoAbn, demoNzbn } from './business-numbers';

const randomInt = (max: number) => faker.number.int(max);

describe('demo business numbers', () => {
  it('makes ABNs that pass the ATO check, all different', () => {
    const abns = Array.from({ length: 5_000 }, () => demoAbn(randomInt));
    expect(abns.filter((abn) => !isValidAbn(abn))).toEqual([]);
    expect(abns.every((abn) => /^[1-9]\d{10}$/.test(abn))).toBe(true);
    expect(new Set(abns).size).toBeGreaterThan(4_990);
  });

  it('reaches every check pair, including the extremes', () => {
    // Bodies of all zeros and all nines give the smallest and largest remainders.
    expect(demoAbn(() => 0)).toBe('10000000000');
    expect(isValidAbn(demoAbn(() => 9))).toBe(true);
    const firstDigits = new Set(Array.from({ length: 2_000 }, () => demoAbn(randomInt)[0]));
    expect([...firstDigits].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('makes NZBNs with the 9429 prefix and a valid GS1 check digit', () => {
    const nzbns = Array.from({ length: 5_000 }, () => demoNzbn(randomInt));
    expect(nzbns.filter((nzbn) => !isValidNzbn(nzbn))).toEqual([]);
    expect(nzbns.every((nzbn) => /^9429\d{9}$/.test(nzbn))).toBe(true);
  });

  it('gives the same numbers for the same seed', () => {
    faker.seed(42);
    const first = [demoAbn(randomInt), demoNzbn(randomInt)];
    faker.seed(42);
    expect([demoAbn(randomInt), demoNzbn(randomInt)]).toEqual(first);
  });
});
