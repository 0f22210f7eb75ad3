import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, normalizeLocale } from './locales';

describe('normalizeLocale', () => {
  it.each([
    ['en_US', 'en'],
    ['en', 'en'],
    ['pt_BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['fr-CA', 'fr'],
    ['es', 'es'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it.each(['', 'xx', 'de-DE', 'undefined', null, 42, 'a'.repeat(100)])('rejects %s', (input) => {
    expect(normalizeLocale(input)).toBeUndefined();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('honours quality values', () => {
    expect(localeFromAcceptLanguage('de;q=1, fr;q=0.8, en;q=0.5')).toBe('fr');
  });
  it('returns undefined when nothing is offered', () => {
    expect(localeFromAcceptLanguage('de, it')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
