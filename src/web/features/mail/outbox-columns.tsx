import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOutboxMessage } from '../../../shared/mail/outbox-admin.contract';
import type { OutboxState } from '../../../shared/mail/outbox-states';
import { Button } from '../../components/button';
import type { DataColumn } from '../../components/data-table';
import { useFormats } from '../../lib/preferences/use-formats';
import { useMailTemplateLabel } from './use-mail-template-label';

/** The outbox table's columns; failed messages get a Retry button each. */
export function useOutboxColumns(status: OutboxState, retryOne: (id: string) => void) {
  const { t } = useTranslation();
  const formats = useFormats();
  const templateLabel = useMailTemplateLabel();
  return useMemo<DataColumn<TOutboxMessage>[]>(() => {
    const when = (value: string | null) =>
      value ? `${formats.date(value)} ${formats.date(value, 'time24')}` : '—';
    return [
      {
        id: 'recipient',
        header: t('outbox-admin.recipient'),
        cell: (row) => <span className="break-all">{row.recipient}</span>,
      },
      {
        id: 'template',
        header: t('outbox-admin.template'),
        cell: (row) => templateLabel(row.template),
      },
      {
        id: 'attempts',
        header: t('outbox-admin.attempts'),
        className: 'text-right tabular-nums',
        cell: (row) => row.attempts,
      },
      {
        id: 'last_error',
        header: t('outbox-admin.last_error'),
        cell: (row) => <span className="break-words">{row.last_error ?? '—'}</span>,
      },
      { id: 'created', header: t('outbox-admin.created'), cell: (row) => when(row.created_at) },
      {
        id: 'last_attempt',
        header: t('outbox-admin.last_attempt'),
        cell: (row) => when(row.last_attempt_at),
      },
      ...(status === 'failed'
        ? [
            {
              id: 'retry',
              header: t('outbox-admin.retry'),
              cell: (row: TOutboxMessage) => (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`${t('outbox-admin.retry')} ${row.recipient}`}
                  onClick={() => retryOne(row.id)}
                >
                  {t('outbox-admin.retry')}
                </Button>
              ),
            },
          ]
        : []),
    ];
  }, [t, formats, status, retryOne, templateLabel]);
}
