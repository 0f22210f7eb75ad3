import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, normalizeLocale } from '../../../shared/i18n/locales';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';
import { Card } from '../../components/card';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * The consent as the applicant gave it (issue 30): the exact sentence, in the language it was
 * shown in, when, and the privacy policy version it linked to.
 */
export function LeadConsent({ lead }: { lead: TLeadDetail }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const { consent } = lead;
  const languageOf = (locale: string) => {
    const known = normalizeLocale(locale);
    return known ? LOCALE_NAMES[known] : locale;
  };
  const policy = consent.privacy_version;
  const rows: [string, string][] = [
    [t('legal-texts.consent_language'), languageOf(consent.locale)],
    [
      t('legal-texts.consent_at'),
      `${date(lead.consent_at, 'short')} ${date(lead.consent_at, 'time24')}`,
    ],
    [
      t('legal-texts.consent_policy'),
      policy
        ? t('legal-texts.consent_policy_version', {
            version: policy.version,
            language: languageOf(policy.locale),
            date: date(policy.saved_at, 'short'),
          })
        : t('legal-texts.consent_policy_default'),
    ],
  ];
  return (
    <Card title={t('legal-texts.consent_title')}>
      <blockquote
        lang={consent.locale}
        className="border-l-4 border-slate-300 pl-3 text-sm dark:border-slate-600"
      >
        {consent.text}
      </blockquote>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
