import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status';
import { useAppSettings } from './app-settings-query';
import { FirmSettingsForm } from './firm-settings-form';
import { LegalTextEditor } from '../legal/legal-text-editor';

/** /settings/firm (issue 16): the firm's identity; the texts of /privacy and /terms per language. */
export function FirmSettingsScreen() {
  const { t } = useTranslation();
  const query = useAppSettings();
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('settings-admin.firm_title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('settings-admin.firm_intro')}</p>
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && <FirmSettingsForm saved={query.data.settings} />}
      <LegalTextEditor />
    </article>
  );
}
