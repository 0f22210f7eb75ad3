import { useTranslation } from 'react-i18next';
import type { TPaymentDetails } from '../../../shared/payment-details/payment-details.contract';
import { Badge } from '../../components/badge';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * Whether payouts to the account can go ahead, as the partner and the admin both read it: held
 * until a date after a change (decision 0070), or confirmed by the firm.
 */
export function PayoutStatus({ details }: { details: TPaymentDetails }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const account = details.bank_account_masked;
  const held = !details.ready_for_payout && details.payout_hold_until;
  return (
    <div
      role="status"
      className={`flex flex-col gap-1 rounded border-l-4 px-3 py-2 ${
        held
          ? 'border-amber-500 bg-amber-50 text-amber-950 dark:bg-amber-950 dark:text-amber-50'
          : 'border-emerald-600 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50'
      }`}
    >
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone={held ? 'warning' : 'success'}>{t('payment-details.status.title')}</Badge>
        {held
          ? t('payment-details.status.held', {
              account,
              date: formats.date(details.payout_hold_until!),
            })
          : t('payment-details.status.ready', { account })}
      </p>
      <p className="text-sm">
        {details.confirmed_at
          ? t('payment-details.status.confirmed', { date: formats.date(details.confirmed_at) })
          : t('payment-details.status.changed', { date: formats.date(details.bank_changed_at) })}
      </p>
    </div>
  );
}
