import { useTranslation } from 'react-i18next';
import type { TAdminDashboardResponse } from '../../../shared/dashboard/dashboard.contract';
import type { Currency } from '../../../shared/markets/markets';
import { useFormats } from '../../lib/preferences/use-formats';

/** Open leads per status, in pipeline order: a bar per status, its count and its amount. */
export function PipelineBars({
  rows,
  currency,
}: {
  rows: TAdminDashboardResponse['pipeline'];
  currency: Currency;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <dl className="flex flex-col gap-2">
      {rows.map((row) => (
        <div
          key={row.status}
          className="grid grid-cols-[minmax(0,10rem)_1fr] items-center gap-3 sm:grid-cols-[14rem_1fr]"
        >
          <dt className="truncate text-sm">{t(`pipeline.status.${row.status}`)}</dt>
          <dd className="flex min-w-0 items-center gap-3">
            {row.count > 0 && (
              <span
                aria-hidden="true"
                className="h-3 rounded-full bg-[var(--theme-color)]"
                style={{ width: `${Math.max(1, (row.count / most) * 60)}%` }}
              />
            )}
            <span className="text-sm whitespace-nowrap tabular-nums">
              {formats.number(row.count)} · {formats.money(row.amount, currency)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
