import { effectiveThemeColor, hoverColor, textColorOn } from '../../shared/theme/theme-color';

/** Publishes the colour, its text colour and its hover colour as CSS variables. */
export function applyThemeColor(value: string | null | undefined): void {
  const color = effectiveThemeColor(value);
  const style = document.documentElement.style;
  style.setProperty('--theme-color', color);
  style.setProperty('--theme-text', textColorOn(color));
  style.setProperty('--theme-hover', hoverColor(color));
}
