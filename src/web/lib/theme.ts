import {
  DEFAULT_THEME_COLOR,
  effectiveThemeColor,
  hoverColor,
  textColorOn,
} from '../../shared/theme/theme-color';

/** Theme state (spec §3): the colour chosen in settings, #3D76C2 until one is loaded. */
let themeColor = DEFAULT_THEME_COLOR;

export function getThemeColor(): string {
  return themeColor;
}

/** Publishes the colour, its text colour and its hover colour as CSS variables. */
export function applyThemeColor(value: string | null | undefined): void {
  themeColor = value ?? DEFAULT_THEME_COLOR;
  const color = effectiveThemeColor(value);
  const style = document.documentElement.style;
  style.setProperty('--theme-color', color);
  style.setProperty('--theme-text', textColorOn(color));
  style.setProperty('--theme-hover', hoverColor(color));
}
