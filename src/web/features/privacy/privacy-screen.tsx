import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { QueryStatus } from '../../components/query-status';
import { useAppSettings } from '../settings/app-settings-query';
import { PrivacyRequestList } from './privacy-request-list';
import { RetentionForm } from './retention-form';
import { SubjectSearch } from './subject-search';

/**
 * /settings/privacy (issue 33 item 6): an applicant's data found by e-mail, exported or erased;
 * the retention rule; the requests handled. A lead screen opens it with its applicant's address
 * in the navigation state, never in the URL.
 */
export function PrivacyRequestsScreen() {
  const { t } = useTranslation();
  const state = useLocation().state as { email?: unknown } | null;
  const settings = useAppSettings();
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('privacy.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('privacy.intro')}</p>
      </div>
      <SubjectSearch initialEmail={typeof state?.email === 'string' ? state.email : undefined} />
      <QueryStatus query={settings} failed={t('errors.unavailable')} />
      {settings.data && <RetentionForm saved={settings.data.settings} />}
      <PrivacyRequestList />
    </article>
  );
}
