import { describe, expect, it } from 'vitest';
import { contrastRatio, themeContrast, WCAG_AA_RATIO } from './contrast';

describe('contrast ratio (WCAG 2)', () => {
  it('runs from 1 for the same colour to 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3D76C2', '#3D76C2')).toBe(1);
  });

  it('matches published values', () => {
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#fff')).toBeLessThan(WCAG_AA_RATIO);
    expect(contrastRatio('#222', '#fff')).toBeCloseTo(15.91, 2);
  });
});

describe('theme contrast', () => {
  it('passes the default colour: white text on #3D76C2 and on its hover colour', () => {
    const [normal, hover] = themeContrast('#3D76C2');
    expect(normal).toMatchObject({ name: 'normal', background: '#3D76C2', text: '#fff' });
    expect(normal.ratio).toBeGreaterThanOrEqual(WCAG_AA_RATIO);
    expect(normal.passes).toBe(true);
    expect(hover).toMatchObject({ name: 'hover', background: '#6e98d1', text: '#fff' });
  });

  it('flags a mid-tone colour whose white text falls below 4.5:1', () => {
    // Just under the 0.39 threshold: the spec's rule picks white, which is faint on it.
    const [normal] = themeContrast('#a7a7a7');
    expect(normal).toMatchObject({ text: '#fff', passes: false });
    expect(normal.ratio).toBeCloseTo(2.4, 1);
  });

  it('passes dark text on a light colour', () => {
    const pairs = themeContrast('#ffff00');
    expect(pairs[0]).toMatchObject({ text: '#222', passes: true });
  });

  it('measures the fallback colour when the setting is too short', () => {
    expect(themeContrast('')[0].background).toBe('#619AE6');
  });
});
