/** Theme colour rules of the product spec (§5, §9). */
export const DEFAULT_THEME_COLOR = '#3D76C2';
const FALLBACK_THEME_COLOR = '#619AE6';
const LUMINANCE_THRESHOLD = 0.39;
const HOVER_SHIFT = 0.25;
const DARK_TEXT = '#222';
const LIGHT_TEXT = '#fff';

/** The colour in use: the setting when longer than 2 characters, else the fallback. */
export function effectiveThemeColor(value: string | null | undefined): string {
  return value && value.length > 2 ? value : FALLBACK_THEME_COLOR;
}

function parseHex(color: string): [number, number, number] | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(color: string): number {
  const rgb = parseHex(color) ?? parseHex(FALLBACK_THEME_COLOR)!;
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function isLight(color: string): boolean {
  return luminance(color) > LUMINANCE_THRESHOLD;
}

/** Text on the theme colour: #222 on light colours, white on dark ones. */
export function textColorOn(color: string): string {
  return isLight(color) ? DARK_TEXT : LIGHT_TEXT;
}

/** Hover: 25% darker for light colours, 25% lighter for dark ones. */
export function hoverColor(color: string): string {
  const rgb = parseHex(color) ?? parseHex(FALLBACK_THEME_COLOR)!;
  return isLight(color)
    ? toHex(rgb.map((c) => c * (1 - HOVER_SHIFT)))
    : toHex(rgb.map((c) => c + (255 - c) * HOVER_SHIFT));
}
