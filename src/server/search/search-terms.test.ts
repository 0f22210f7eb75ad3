import { describe, expect, it } from 'vitest';
import { searchTerms } from './search-terms';

describe('searchTerms', () => {
  it('reads a mobile typed nationally or internationally as the E.164 number of its market', () => {
    expect(searchTerms('0412 345 678').mobiles).toEqual(['+61412345678']);
    expect(searchTerms('+61 412 345 678').mobiles).toEqual(['+61412345678']);
    expect(searchTerms('021 123 4567').mobiles).toEqual(['+64211234567']);
    expect(searchTerms('Smith').mobiles).toEqual([]);
  });

  it('keeps an ABN or NZBN typed with spaces as its digits, and nothing shorter', () => {
    expect(searchTerms('51 824 753 556').businessNumber).toBe('51824753556');
    expect(searchTerms('9429 0463 93920').businessNumber).toBe('9429046393920');
    expect(searchTerms('824 753').businessNumber).toBeNull();
  });

  it('looks for a reference as typed and in capitals, an e-mail in lower case', () => {
    expect(searchTerms('au-2026-000123').references).toEqual(['au-2026-000123', 'AU-2026-000123']);
    expect(searchTerms('Jo@Example.test').email).toBe('jo@example.test');
    expect(searchTerms('Jo Example').email).toBeNull();
  });

  it('matches parts with the lead lists’ own pattern: % and _ escaped, digits compacted', () => {
    expect(searchTerms('50%_off').pattern).toBe('%50\\%\\_off%');
    expect(searchTerms('0412 345').pattern).toBe('%412345%');
  });
});
