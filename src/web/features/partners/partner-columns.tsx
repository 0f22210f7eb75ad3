import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPartnerListRow } from '../../../shared/partners/partners-admin.contract';
import { Badge } from '../../components/badge';
import type { DataColumn } from '../../components/data-table';
import { useFormats } from '../../lib/preferences/use-formats';
import { STATUS_TONE } from './partner-status-tone';

/** The partners table's columns; the company opens the partner's panel. */
export function usePartnerColumns(onOpen: (id: string) => void) {
  const { t } = useTranslation();
  const formats = useFormats();
  return useMemo<DataColumn<TPartnerListRow>[]>(
    () => [
      {
        id: 'company',
        header: t('partners-admin.columns.company'),
        sortable: true,
        cell: (row) => (
          <button
            type="button"
            className="text-left font-medium text-blue-800 underline underline-offset-2 dark:text-sky-300"
            onClick={() => onOpen(row.id)}
            aria-label={t('partners-admin.open', { company: row.company })}
          >
            {row.company}
          </button>
        ),
      },
      {
        id: 'contact',
        header: t('partners-admin.columns.contact'),
        cell: (row) => (
          <div className="flex flex-col">
            <span>{row.name}</span>
            <span className="text-slate-600 dark:text-slate-300">{row.email}</span>
            {!row.email_verified && (
              <span className="text-xs text-amber-800 dark:text-amber-200">
                {t('partners-admin.unverified')}
              </span>
            )}
          </div>
        ),
      },
      { id: 'market', header: t('partners-admin.columns.market'), cell: (row) => row.market },
      {
        id: 'status',
        header: t('partners-admin.columns.status'),
        sortable: true,
        cell: (row) => (
          <Badge tone={STATUS_TONE[row.status]}>{t(`partners-admin.status.${row.status}`)}</Badge>
        ),
      },
      {
        id: 'created',
        header: t('partners-admin.columns.created'),
        sortable: true,
        cell: (row) => formats.date(row.created_at),
      },
    ],
    [t, formats, onOpen],
  );
}
