import {
  PAGE_CONFIG_ELEMENT_ID,
  ZPageConfigSchema,
  type PageConfig,
} from '../../shared/page-config';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { DEFAULT_THEME_COLOR } from '../../shared/theme/theme-color';

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
