import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARTNER_BALANCE_ENDPOINTS } from '../../../shared/partner-balance/partner-balance.contract';
import { Card } from '../../components/card';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * The partner's running balance on their dashboard (issue 35 item 5), one block per market so
 * that AUD and NZD are never added together. Nothing when the firm hides commissions.
 */
export function RunningBalanceCard() {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery({
    queryKey: ['partner-balance'],
    queryFn: () => callApi(PARTNER_BALANCE_ENDPOINTS.mine, {}),
  });
  const data = query.data;
  if (!data || data.hidden) return null;
  return (
    <Card title={t('payment-details.balance.title')}>
      {data.balances.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-300">{t('payment-details.balance.empty')}</p>
      ) : (
        data.balances.map((balance) => (
          <section
            key={balance.market}
            aria-label={t('payment-details.balance.market', {
              market: t(`markets.${balance.market}`),
              currency: balance.currency,
            })}
          >
            {data.balances.length > 1 && (
              <h3 className="mb-2 font-semibold">
                {t('payment-details.balance.market', {
                  market: t(`markets.${balance.market}`),
                  currency: balance.currency,
                })}
              </h3>
            )}
            <dl className="grid gap-4 sm:grid-cols-3">
              <Figure
                label={t('payment-details.balance.not_in_statement')}
                value={formats.money(balance.not_in_statement, balance.currency)}
              />
              <Figure
                label={t('payment-details.balance.last_statement')}
                value={
                  balance.last_statement
                    ? formats.money(balance.last_statement.total, balance.currency)
                    : t('payment-details.balance.no_statement')
                }
                note={
                  balance.last_statement
                    ? t('payment-details.balance.last_statement_note', {
                        number: balance.last_statement.number,
                        date: formats.date(balance.last_statement.issued_at),
                      })
                    : undefined
                }
              />
              <Figure
                label={t('payment-details.balance.paid_this_year')}
                value={formats.money(balance.paid_this_year, balance.currency)}
                note={t('payment-details.balance.since', {
                  date: formats.day(balance.year_start),
                })}
              />
            </dl>
          </section>
        ))
      )}
    </Card>
  );
}

function Figure({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1 rounded border border-slate-200 p-3 dark:border-slate-600">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-slate-600 dark:text-slate-300">{note}</dd>}
    </div>
  );
}
