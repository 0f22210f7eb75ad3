import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, isNarrowScreen } from './device';
import { chooseLocale } from './locale-cookie';
import { PROGRESS_STEP, finishProgress, startProgress, tickProgress } from '../feedback/progress';
import { panelVisibleByDefault } from './side-panel';
import { isDark, parseDarkMode } from './dark-mode';

describe('progress bar', () => {
  it('fills in about 3000 ms of 100 ms ticks and completes once past 95%', () => {
    expect(PROGRESS_STEP).toBeCloseTo(100 / 30);
    let state = startProgress();
    let ticks = 0;
    while (state.percent < 100) {
      state = tickProgress(state, 0.5); // the average random step
      ticks++;
    }
    expect(ticks).toBe(29); // 29 × 3.33 = 96.7 > 95: completes rather than creeping on
    expect(tickProgress({ ...state, percent: 95 }, 0).percent).toBe(95);
    expect(tickProgress({ ...state, percent: 94 }, 0.2).percent).toBe(100);
    expect(finishProgress(startProgress(), true)).toEqual({
      percent: 100,
      visible: true,
      failed: true,
    });
  });
});

describe('side panel', () => {
  it('shows by default only when the window is wider than 769 px', () => {
    expect(panelVisibleByDefault(769)).toBe(false);
    expect(panelVisibleByDefault(770)).toBe(true);
    expect(panelVisibleByDefault(771)).toBe(true);
  });
});

describe('device', () => {
  it('detects mobile by user agent, and narrow screens by width', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130')).toBe(false);
    expect(isNarrowScreen(769)).toBe(true);
    expect(isNarrowScreen(770)).toBe(false);
  });
});

describe('locale cookie', () => {
  it('uses a saved locale that we offer', () => {
    expect(chooseLocale('fr', 'en')).toEqual({
      locale: 'fr',
      removeCookie: false,
      rewriteCookie: false,
    });
  });
  it('normalizes another spelling of an offered locale and rewrites the cookie', () => {
    expect(chooseLocale('pt_br', 'en')).toEqual({
      locale: 'pt-BR',
      removeCookie: false,
      rewriteCookie: true,
    });
  });
  it('removes an unknown or invalid saved locale and uses the default', () => {
    expect(chooseLocale('klingon', 'es')).toEqual({
      locale: 'es',
      removeCookie: true,
      rewriteCookie: false,
    });
    expect(chooseLocale('x'.repeat(50), 'en')).toMatchObject({ locale: 'en', removeCookie: true });
  });
  it('reads the page default in the spec’s en_US form', () => {
    expect(chooseLocale(undefined, 'en_US')).toEqual({
      locale: 'en',
      removeCookie: false,
      rewriteCookie: false,
    });
    expect(chooseLocale('', 'zh_CN').locale).toBe('zh-CN');
  });
});

describe('dark mode', () => {
  it('is true, false or unset, and unset follows the system', () => {
    expect(parseDarkMode('true')).toBe(true);
    expect(parseDarkMode('false')).toBe(false);
    expect(parseDarkMode(null)).toBeNull();
    expect(parseDarkMode('maybe')).toBeNull();
    expect(isDark(null, true)).toBe(true);
    expect(isDark(null, false)).toBe(false);
    expect(isDark(false, true)).toBe(false);
    expect(isDark(true, false)).toBe(true);
  });
});
