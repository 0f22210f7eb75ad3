import type { TFunction } from 'i18next';
import type { AppSettings } from '../../shared/settings/settings.contract';

/**
 * The consent sentence of the guest forms (issue 30): it names the app and, once set, the firm's
 * legal name, from the live settings, in the guest's language. Built only here: the options
 * answer shows it, and the application stores the one built again at submission.
 */
export function consentSentence(
  t: TFunction,
  settings: Pick<AppSettings, 'app_name' | 'firm'>,
): string {
  const app = settings.app_name;
  const firm = settings.firm.legal_name;
  return firm && firm !== app
    ? t('apply.consent_text_firm', { app, firm })
    : t('apply.consent_text', { app });
}
