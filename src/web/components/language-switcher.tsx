import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, normalizeLocale } from '../../shared/i18n/locales';
import { switchLocale } from '../i18n';
import { usePageConfig } from '../lib/preferences/page-config';
import { IconSelect } from './icon-select';

/** Picks the language of the screens; remembered in the `locale` cookie. */
export function LanguageSwitcher() {
  const { locales } = usePageConfig();
  const { t, i18n } = useTranslation();
  const current = normalizeLocale(i18n.language);
  return (
    <IconSelect
      label={t('nav.language')}
      icon="globe"
      shown={current ? LOCALE_NAMES[current] : i18n.language}
      compact
      value={i18n.language}
      onChange={(event) => {
        const locale = normalizeLocale(event.target.value);
        if (locale) void switchLocale(locale);
      }}
    >
      {locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {LOCALE_NAMES[locale]}
        </option>
      ))}
    </IconSelect>
  );
}
