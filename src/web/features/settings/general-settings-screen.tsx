import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status';
import { useAppSettings } from './app-settings-query';
import { GeneralSettingsForm } from './general-settings-form';

/** /settings/general (issue 16): the app's name, colour, language, recipients and limits. */
export function GeneralSettingsScreen() {
  const { t } = useTranslation();
  const query = useAppSettings();
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('settings-admin.general_title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('settings-admin.general_intro')}</p>
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && <GeneralSettingsForm saved={query.data.settings} />}
    </article>
  );
}
