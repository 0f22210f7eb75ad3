import { effectiveThemeColor, hoverColor, textColorOn } from '../../shared/theme/theme-color';
import { PAGE_RENDER_ELEMENT_ID, type GuestPageAnswer } from '../../shared/page-render';
import { darkModeClass, type DarkMode } from '../../shared/theme/dark-mode-cookie';
import { PAGE_SCRIPTS_ELEMENT_ID, type PageScripts } from '../../shared/page-scripts';
import { jsonScript } from './json-script';

type RenderedPage = Extract<GuestPageAnswer, { kind: 'page' }>;

export const APP_ROOT = '<div id="app"></div>';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page's HTML with the screen rendered on the server (decision 0073): the markup in the app's
 * root, the screen's title and body class (so nothing moves when the script takes over), and
 * what the browser hydrates from as JSON, never as a script (the CSP allows no inline script).
 */
export function withRenderedPage(html: string, page: RenderedPage): string {
  return html
    .replace(APP_ROOT, () => `<div id="app">${page.html}</div>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<body>', () => `<body class="${escapeHtml(page.bodyClass)}">`)
    .replace('</body>', () => `${jsonScript(PAGE_RENDER_ELEMENT_ID, page.data)}</body>`);
}

/**
 * Every page says its language (the one the server chose and the browser starts in) and wears
 * the firm's theme colour before any script runs: the same custom properties the browser's
 * `applyThemeColor` sets, on the root element, and the browser's own `theme-color`. A visitor's
 * saved dark mode is the root's class (decision 0082), so the first paint is in their mode.
 */
export function withPageRoot(
  html: string,
  locale: string,
  themeColor: string,
  darkMode: DarkMode,
): string {
  const color = effectiveThemeColor(themeColor);
  const hover = hoverColor(color);
  const style = [
    `--theme-color:${color}`,
    `--theme-text:${textColorOn(color)}`,
    `--theme-hover:${hover}`,
    `--theme-hover-text:${textColorOn(hover)}`,
  ].join(';');
  const modeClass = darkModeClass(darkMode);
  return html
    .replace(
      /<html[^>]*>/,
      () =>
        `<html lang="${escapeHtml(locale)}"${modeClass ? ` class="${modeClass}"` : ''} style="${escapeHtml(style)}">`,
    )
    .replace('</head>', () => `<meta name="theme-color" content="${escapeHtml(color)}"></head>`);
}

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The after-paint loader's file and the entry's module scripts it loads (decision 0085). */
export interface AfterPaintLoader {
  file: string;
  scripts: string[];
}

/** The loader of a build that has one; the entry's scripts read once from its index.html. */
export function afterPaintLoader(
  template: string,
  file: string | undefined,
): AfterPaintLoader | null {
  if (!file) return null;
  return { file, scripts: [...template.matchAll(MODULE_SCRIPT)].map((match) => match[1]!) };
}

/**
 * A page rendered on the server is whole before any script runs (0073): its scripts only make it
 * live, and it names them as data for the after-paint loader, its one script tag, which asks for
 * them and the screen's `preloads` once the page has painted (decision 0085). On a phone's
 * network the stylesheet then has the line to itself. A page the browser renders needs its
 * scripts for its first paint and keeps them as tags.
 */
export function withScriptsAfterPaint(
  html: string,
  loader: AfterPaintLoader,
  preloads: string[],
): string {
  const pageScripts: PageScripts = { scripts: loader.scripts, preloads };
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(
      '</head>',
      () =>
        `<script type="module" crossorigin fetchpriority="low" src="/${loader.file}"></script></head>`,
    )
    .replace('</body>', () => `${jsonScript(PAGE_SCRIPTS_ELEMENT_ID, pageScripts)}</body>`);
}
