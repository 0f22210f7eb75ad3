import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email';
import { isExternalUrl } from './external-url';
import { externalUrl, selectRequired } from './form-rules';
import {
  DEFAULT_CURRENCY_SYMBOL,
  formatNumberInput,
  groupThousands,
  parseNumberInput,
  toDigits,
} from './number-format';
import { isPresent } from './present';

describe('number field (spec §5)', () => {
  it('strips non-digits and leading zeros', () => {
    expect(toDigits('$0,012a3')).toBe('123');
    expect(toDigits('000')).toBe('');
    expect(toDigits('1 000 500')).toBe('1000500');
  });

  it('groups thousands with commas behind a $ by default', () => {
    expect(DEFAULT_CURRENCY_SYMBOL).toBe('$');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('999')).toBe('999');
    expect(formatNumberInput('0012345')).toBe('$12,345');
    expect(formatNumberInput('1000000', '€')).toBe('€1,000,000');
    expect(formatNumberInput('2500', '')).toBe('2,500');
    expect(formatNumberInput('abc')).toBe('');
  });

  it('reads the whole number back', () => {
    expect(parseNumberInput('$1,234,567')).toBe(1234567);
    expect(parseNumberInput('')).toBeNull();
  });
});

describe('external URL (spec §5)', () => {
  it.each([
    'http://example.com',
    'https://www.example.com.au/path?q=1',
    'https://sub.example.co.nz:8443/#x',
  ])('accepts %s', (url) => expect(isExternalUrl(url)).toBe(true));
  it.each([
    'ftp://example.com',
    'example.com',
    'https://localhost',
    'https://example.c',
    'https://exa mple.com',
    'http://127.0.0.1',
    'javascript:alert(1)',
  ])('refuses %s', (url) => expect(isExternalUrl(url)).toBe(false));
  it('words the refusal through the form rule', () => {
    const result = externalUrl.safeParse('example.com');
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('form.invalid_url');
  });
});

describe('present (spec §5)', () => {
  it.each(['', '   ', 'undefined', 'null', undefined, null])('%j is not present', (value) =>
    expect(isPresent(value)).toBe(false),
  );
  it.each(['a', '0', 0, false, 'nullable'])('%j is present', (value) =>
    expect(isPresent(value)).toBe(true),
  );
});

describe('select rule', () => {
  it('says "This field is required!" (by key) for an empty choice', () => {
    const result = selectRequired.safeParse('');
    expect(result.success ? '' : result.error.issues[0]?.message).toBe('form.select_required');
    expect(selectRequired.safeParse('AU').success).toBe(true);
  });
});

describe('loose e-mail check', () => {
  it('accepts anything shaped like {email}', () => {
    expect(looksLikeEmail('a@b.co')).toBe(true);
    expect(looksLikeEmail(' first.last+tag@sub.example.com ')).toBe(true);
    expect(looksLikeEmail('a@b')).toBe(false);
    expect(looksLikeEmail('a b@c.com')).toBe(false);
    expect(looksLikeEmail('@c.com')).toBe(false);
  });
});
