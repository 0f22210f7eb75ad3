import { describe, expect, it } from 'vitest';
import { darkModeClass, darkModeCookieValue, parseDarkModeCookie } from './dark-mode-cookie';

describe('the dark-mode cookie (decision 0082)', () => {
  it('reads back what it writes, and anything else as following the system', () => {
    expect(parseDarkModeCookie(darkModeCookieValue(true))).toBe(true);
    expect(parseDarkModeCookie(darkModeCookieValue(false))).toBe(false);
    for (const value of [undefined, '', 'true', 'DARK', 'dark ', 'system']) {
      expect(parseDarkModeCookie(value), String(value)).toBeNull();
    }
  });

  it('names the root class of a choice, and none for the system (the stylesheet follows it)', () => {
    expect(darkModeClass(true)).toBe('mode-dark');
    expect(darkModeClass(false)).toBe('mode-light');
    expect(darkModeClass(null)).toBeUndefined();
  });
});
