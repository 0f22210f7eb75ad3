import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';
import { PAYOUTS_ENDPOINTS as E } from '../../../shared/payouts/payouts.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { showToast } from '../../lib/feedback/toasts';
import { useCents } from '../statements/statement-columns';

/**
 * A new batch: the market's issued statements, each with a box to tick, or, when it cannot be
 * paid now, the reason in words instead (below the minimum, bank details missing or on hold).
 */
export function NewBatchCard({ market }: { market: Market }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const cents = useCents();
  const [picked, setPicked] = useState({ market, ids: new Set<string>() });
  const selected = picked.market === market ? picked.ids : new Set<string>();
  const query = useQuery({
    queryKey: ['payouts', 'selectable', market],
    queryFn: () => callApi(E.selectable, { query: { market } }),
  });
  const create = useMutation({
    mutationFn: () =>
      callApi(
        E.create,
        { body: { market, statement_ids: [...selected] } },
        { handled: [409, 422] },
      ),
    onSuccess: (answer) => {
      showToast('success', answer.message);
      setPicked({ market, ids: new Set() });
      void client.invalidateQueries({ queryKey: ['payouts'] });
      void client.invalidateQueries({ queryKey: ['statements'] });
    },
    onError: (error) => toastFailure(error),
  });
  const toggle = (id: string, on: boolean) => {
    const ids = new Set(selected);
    if (on) ids.add(id);
    else ids.delete(id);
    setPicked({ market, ids });
  };
  const rows = query.data?.data ?? [];
  return (
    <Card title={t('payouts.new_batch')}>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && rows.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">{t('payouts.none_selectable')}</p>
      )}
      {rows.length > 0 && (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium">{t('payouts.selectable_title')}</legend>
            {rows.map((row) => (
              <div
                key={row.id}
                className="flex flex-wrap items-start gap-x-3 gap-y-1 border-b border-slate-200 pb-2 last:border-0 dark:border-slate-700"
              >
                <input
                  id={`pick-${row.id}`}
                  type="checkbox"
                  className="mt-1 size-4"
                  disabled={row.refusal !== null}
                  checked={selected.has(row.id)}
                  aria-describedby={row.refusal ? `why-${row.id}` : undefined}
                  onChange={(event) => toggle(row.id, event.target.checked)}
                />
                <label htmlFor={`pick-${row.id}`} className="flex min-w-0 flex-1 flex-wrap gap-x-3">
                  <span className="font-medium">{row.number}</span>
                  <span className="min-w-0 break-words">{row.partner.company}</span>
                  <span className="tabular-nums">{cents(row.total_cents, row.currency)}</span>
                </label>
                {row.refusal_text && (
                  <p
                    id={`why-${row.id}`}
                    className="w-full pl-7 text-sm text-amber-800 dark:text-amber-300"
                  >
                    {row.refusal_text}
                  </p>
                )}
              </div>
            ))}
          </fieldset>
          <Button
            type="submit"
            className="self-start"
            disabled={selected.size === 0 || create.isPending}
          >
            {t('payouts.create')}
          </Button>
        </form>
      )}
    </Card>
  );
}
