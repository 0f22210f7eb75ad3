import { useSyncExternalStore } from 'react';
import {
  PAGE_CONFIG_ELEMENT_ID,
  ZPageConfigSchema,
  type PageConfig,
} from '../../../shared/page-config';
import { SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { DEFAULT_THEME_COLOR } from '../../../shared/theme/theme-color';
import { applyThemeColor } from './theme';
import { useServerRender } from '../ssr/server-render-context';

const DEFAULTS: PageConfig = {
  oauthProviders: [],
  appName: 'LendRef',
  themeColor: DEFAULT_THEME_COLOR,
  defaultLocale: 'en',
  locales: [...SUPPORTED_LOCALES],
  firm: {
    legalName: 'LendRef',
    market: null,
    businessNumber: null,
    creditLicence: null,
    email: null,
    phone: null,
  },
};

declare global {
  interface Window {
    appConfig?: PageConfig;
  }
}

/** The configuration the server injected into index.html (defaults under the Vite dev server). */
export function readPageConfig(): PageConfig {
  if (window.appConfig) return window.appConfig;
  const element = document.getElementById(PAGE_CONFIG_ELEMENT_ID);
  let config = DEFAULTS;
  if (element?.textContent) {
    const parsed = ZPageConfigSchema.safeParse(JSON.parse(element.textContent));
    if (parsed.success) config = parsed.data;
  }
  window.appConfig = config;
  return config;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies saved settings to this tab at once (issue 16): the shell's name, the theme colour and
 * the firm re-render without a reload. Other tabs and later visits get them from the server,
 * which injects the configuration into every page it serves.
 */
export function updatePageConfig(changes: Partial<PageConfig>): void {
  window.appConfig = { ...readPageConfig(), ...changes };
  if (changes.themeColor !== undefined) applyThemeColor(changes.themeColor);
  listeners.forEach((listener) => listener());
}

/** The page configuration, re-rendering the caller when a save changes it. */
export function usePageConfig(): PageConfig {
  // On the server, the request's own configuration (decision 0073); a hydrating browser reads
  // the same one from the page.
  const server = useServerRender();
  return useSyncExternalStore(
    subscribe,
    readPageConfig,
    server ? () => server.pageConfig : readPageConfig,
  );
}
