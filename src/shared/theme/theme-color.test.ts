import { describe, expect, it } from 'vitest';
// The spec's numbers (fallback, threshold, shift, text colours) are asserted through what they
// do; the default colour through the page configuration (spa.test.ts).
import { effectiveThemeColor, hoverColor, isLight, luminance, textColorOn } from './theme-color';

describe('theme colour (spec §5, §9)', () => {
  it('uses the setting only when it is longer than 2 characters', () => {
    expect(effectiveThemeColor('#3D76C2')).toBe('#3D76C2');
    expect(effectiveThemeColor('#abc')).toBe('#abc');
    expect(effectiveThemeColor('#a')).toBe('#619AE6');
    expect(effectiveThemeColor('')).toBe('#619AE6');
    expect(effectiveThemeColor(null)).toBe('#619AE6');
    expect(effectiveThemeColor(undefined)).toBe('#619AE6');
  });

  it('measures luminance from black to white', () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1, 5);
    expect(luminance('#fff')).toBeCloseTo(1, 5);
  });

  it('puts #222 on colours above 0.39 luminance and white on the others', () => {
    // #a8a8a8 sits just above the threshold, #a7a7a7 just below it.
    expect(luminance('#a8a8a8')).toBeGreaterThan(0.39);
    expect(luminance('#a7a7a7')).toBeLessThan(0.39);
    expect(textColorOn('#a8a8a8')).toBe('#222');
    expect(textColorOn('#a7a7a7')).toBe('#fff');
    expect(textColorOn('#3D76C2')).toBe('#fff');
    expect(textColorOn('#ffff00')).toBe('#222');
    expect(isLight('#ffffff')).toBe(true);
  });

  it('darkens light colours by 25% and lightens dark ones by 25% for hover', () => {
    expect(hoverColor('#ffffff')).toBe('#bfbfbf'); // 255 × 0.75 = 191.25
    expect(hoverColor('#000000')).toBe('#404040'); // 0 + 255 × 0.25 = 63.75
    expect(hoverColor('#3D76C2')).toBe('#6e98d1');
    // Either side of the threshold, the shift changes direction.
    expect(hoverColor('#a8a8a8')).toBe('#7e7e7e'); // 168 × 0.75
    expect(hoverColor('#a7a7a7')).toBe('#bdbdbd'); // 167 + 88 × 0.25
  });
});
