import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isMarket, type Market } from '../../../shared/markets/markets';
import type { PayoutBatchStatus } from '../../../shared/payouts/payout-terms';
import { PAYOUTS_ENDPOINTS as E, payoutFileUrl } from '../../../shared/payouts/payouts.endpoints';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { downloadFile } from '../../lib/http/http';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { MarketTabs } from '../dashboard/market-tabs';
import { useCents } from '../statements/statement-columns';
import { NewBatchCard } from './new-batch-card';
import { OpenBatchActions } from './open-batch-actions';

const STATUS_TONE: Record<PayoutBatchStatus, BadgeTone> = {
  open: 'warning',
  paid: 'success',
  cancelled: 'neutral',
};

/**
 * /payouts (issue 35 item 4): a new batch from the market's issued statements, then each batch
 * with its bank file (ABA for AU, the NZ bulk CSV for NZ), marked paid or cancelled while open.
 */
export function PayoutsScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const cents = useCents();
  const [params] = useSearchParams();
  const requested = params.get('market');
  const market: Market = isMarket(requested) ? requested : 'AU';
  const batches = useQuery({
    queryKey: ['payouts', 'batches', market],
    queryFn: () => callApi(E.list, { query: { market } }),
  });
  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('payouts.title')}
        description={t('payouts.intro')}
        actions={<MarketTabs current={market} />}
      />
      {/* Where the firm's account is set: a bank file is refused until it is (decision 0071). */}
      <p>
        <Link to={pathTo('settings.payouts')} className="underline underline-offset-2">
          {t('payouts.settings_link')}
        </Link>
      </p>
      <NewBatchCard market={market} />
      <Card title={t('payouts.batches_title')}>
        <QueryStatus query={batches} failed={t('errors.unavailable')} />
        {batches.data?.data.length === 0 && (
          <p className="text-slate-600 dark:text-slate-300">{t('payouts.no_batches')}</p>
        )}
        <ul className="flex flex-col gap-4">
          {batches.data?.data.map((batch) => (
            <li
              key={batch.id}
              className="flex flex-col gap-3 border-b border-slate-200 pb-4 last:border-0 dark:border-slate-700"
            >
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <Badge tone={STATUS_TONE[batch.status]}>
                  {t(`payouts.status.${batch.status}`)}
                </Badge>
                <span>{formats.date(batch.created_at, 'short', batch.market)}</span>
                <span>{t('payouts.statement_count', { count: batch.statement_count })}</span>
                <span className="font-medium tabular-nums">
                  {cents(batch.total_cents, batch.currency)}
                </span>
                {batch.bank_reference && (
                  <span>{t('payouts.reference_value', { reference: batch.bank_reference })}</span>
                )}
                {batch.status !== 'cancelled' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('payouts.download_file_label', {
                      date: formats.date(batch.created_at, 'short', batch.market),
                    })}
                    onClick={() =>
                      void downloadFile(payoutFileUrl(batch.id)).catch(() => undefined)
                    }
                  >
                    {t('payouts.download_file')}
                  </Button>
                )}
              </div>
              {batch.status === 'open' && <OpenBatchActions batch={batch} />}
            </li>
          ))}
        </ul>
      </Card>
    </article>
  );
}
