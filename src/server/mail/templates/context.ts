import type { TFunction } from 'i18next';
import type { Locale } from '../../../shared/i18n/locales';

export interface TemplateContext {
  t: TFunction;
  locale: Locale;
  appName: string;
  /** Public base URL for links, without a trailing slash. */
  appUrl: string;
  /** Opens a secret sealed into the row's data (lib/seal.ts): a token for a link. */
  unseal: (sealed: string) => string;
}
