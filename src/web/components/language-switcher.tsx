import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, normalizeLocale } from '../../shared/i18n/locales';
import { switchLocale } from '../i18n';
import { readPageConfig } from '../lib/page-config';

/** Picks the language of the screens; remembered in the `locale` cookie. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="flex items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          const locale = normalizeLocale(event.target.value);
          if (locale) void switchLocale(locale);
        }}
        className="rounded border border-current bg-transparent px-1 py-0.5 text-sm [&>option]:text-slate-900"
      >
        {readPageConfig().locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
