import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isValidNzbn } from './nzbn';

describe('isValidNzbn', () => {
  it.each(['9429046393920', '9429 0463 93920', '9429041525401'])('accepts %s', (nzbn) => {
    expect(isValidNzbn(nzbn)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '9429046393921'],
    ['a prefix other than 94', '9329046393920'],
    ['12 digits', '942904639392'],
    ['14 digits', '94290463939200'],
    ['letters', '942904639392A'],
    ['empty', ''],
  ])('rejects %s (%s)', (_reason, nzbn) => {
    expect(isValidNzbn(nzbn)).toBe(false);
  });

  it('computes the GS1 check digit', () => {
    expect(gs1CheckDigit('942904639392')).toBe(0);
    // GS1's own worked example (GTIN-13 629104150021 → 3).
    expect(gs1CheckDigit('629104150021')).toBe(3);
  });
});
