import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../../shared/payment-details/payment-details.endpoints';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { PaymentDetailsForm } from './payment-details-form';
import { PayoutStatus } from './payout-status';
import { SelfBillingCard } from './self-billing-card';

import { MY_PAYMENT_DETAILS_KEY } from './payment-details-form';

/** /settings/payment-details: where a partner is paid and their self-billing agreement (issue 35). */
export function PaymentDetailsScreen() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: MY_PAYMENT_DETAILS_KEY,
    queryFn: () => callApi(E.mine, {}),
  });
  const data = query.data;
  return (
    <section aria-labelledby="payment-details-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h2 id="payment-details-heading" className="text-xl font-semibold">
          {t('payment-details.title')}
        </h2>
        <p className="text-slate-600 dark:text-slate-300">{t('payment-details.intro')}</p>
      </div>
      <QueryStatus query={query} failed={t('payment-details.load_failed')} />
      {data && (
        <>
          {data.details && <PayoutStatus details={data.details} />}
          <PaymentDetailsForm
            market={data.market}
            saved={data.details}
            secondFactorRequired={data.second_factor_required}
          />
          <SelfBillingCard />
        </>
      )}
    </section>
  );
}
