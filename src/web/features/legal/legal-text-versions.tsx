import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locales';
import type { TLegalTextEditResponse } from '../../../shared/legal/legal.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/** Which text guests of this language read now, and every version saved in it. */
export function LegalTextVersions({
  locale,
  edit,
}: {
  locale: Locale;
  edit: TLegalTextEditResponse;
}) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const language = LOCALE_NAMES[locale];
  const { showing } = edit;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p role="status">
        {showing
          ? t('legal-texts.showing_version', {
              language,
              version: showing.version,
              source: LOCALE_NAMES[showing.locale],
            })
          : t('legal-texts.showing_default', { language })}
      </p>
      <h3 className="font-semibold">{t('legal-texts.versions', { language })}</h3>
      {edit.versions.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('legal-texts.no_versions')}</p>
      ) : (
        <ol className="flex flex-col gap-1 text-slate-700 dark:text-slate-300">
          {edit.versions.map((version) => (
            <li key={version.id}>
              {version.saved_by
                ? t('legal-texts.version_line', {
                    version: version.version,
                    date: date(version.saved_at, 'short'),
                    name: version.saved_by,
                  })
                : t('legal-texts.version_line_nobody', {
                    version: version.version,
                    date: date(version.saved_at, 'short'),
                  })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
