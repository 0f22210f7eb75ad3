import { effectiveThemeColor, hoverColor, textColorOn } from '../../../shared/theme/theme-color';

/**
 * Publishes the colour, its text colour, its hover colour and the text colour on the hover
 * colour (the spec's 0.39 rule applied to the hover colour, so a hovered button stays legible).
 */
export function applyThemeColor(value: string | null | undefined): void {
  const color = effectiveThemeColor(value);
  const style = document.documentElement.style;
  style.setProperty('--theme-color', color);
  style.setProperty('--theme-text', textColorOn(color));
  const hover = hoverColor(color);
  style.setProperty('--theme-hover', hover);
  style.setProperty('--theme-hover-text', textColorOn(hover));
}
