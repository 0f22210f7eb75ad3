import { effectiveThemeColor, hoverColor, luminance, textColorOn } from './theme-color';

/** WCAG 2 level AA for normal text (issue 16): the settings screen warns below it. */
export const WCAG_AA_RATIO = 4.5;

/** WCAG 2 contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

export interface ThemePair {
  /** Which pair: the theme colour with its text, or the hover colour with its text. */
  name: 'normal' | 'hover';
  background: string;
  text: string;
  ratio: number;
  passes: boolean;
}

/**
 * The text-on-background pairs the shell paints with a theme colour (the spec's 0.39 rule picks
 * the text, so a mid-tone colour can leave white text too faint): each with its ratio.
 */
export function themeContrast(value: string | null | undefined): [ThemePair, ThemePair] {
  const color = effectiveThemeColor(value);
  const hover = hoverColor(color);
  const pair = (name: ThemePair['name'], background: string): ThemePair => {
    const text = textColorOn(background);
    const ratio = contrastRatio(background, text);
    return { name, background, text, ratio, passes: ratio >= WCAG_AA_RATIO };
  };
  return [pair('normal', color), pair('hover', hover)];
}
