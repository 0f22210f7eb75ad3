import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../components/query-status';
import { useAppSettings } from '../settings/app-settings-query';
import { PayoutSettingsForm } from './payout-settings-form';

/**
 * /settings/payouts (issue 35 follow-up): the statement closing day, the minimum payout, the
 * firm's address on statements and the accounts the bank files pay from, which an admin could
 * before only set through the API.
 */
export function PayoutSettingsScreen() {
  const { t } = useTranslation();
  const query = useAppSettings();
  return (
    <article className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{t('payouts.settings.title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('payouts.settings.intro')}</p>
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && <PayoutSettingsForm saved={query.data.settings} />}
    </article>
  );
}
