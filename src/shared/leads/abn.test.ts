import { describe, expect, it } from 'vitest';
import { formatAbn, isValidAbn } from './abn';

describe('isValidAbn', () => {
  it.each(['51 824 753 556', '51824753556', '53 004 085 616', '33-051-775-556'])(
    'accepts %s',
    (abn) => {
      expect(isValidAbn(abn)).toBe(true);
    },
  );

  it.each([
    ['a wrong check', '51 824 753 557'],
    ['swapped digits', '15 824 753 556'],
    ['too short', '5182475355'],
    ['too long', '518247535560'],
    ['letters', '51 824 753 55A'],
    ['empty', ''],
    ['all zeros', '00000000000'],
  ])('rejects %s (%s)', (_reason, abn) => {
    expect(isValidAbn(abn)).toBe(false);
  });

  it('formats as the ABR writes it', () => {
    expect(formatAbn('51824753556')).toBe('51 824 753 556');
  });
});
