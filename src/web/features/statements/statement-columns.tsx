import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementState } from '../../../shared/statements/statement-terms';
import { formatCents } from '../../../shared/statements/statement-money';
import type { TMyStatementRow } from '../../../shared/statements/statements.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import type { DataColumn } from '../../components/data-table';
import { downloadFile } from '../../lib/http/http';
import { useFormats } from '../../lib/preferences/use-formats';

const STATE_TONE: Record<StatementState, BadgeTone> = {
  issued: 'info',
  in_batch: 'warning',
  paid: 'success',
  carried: 'neutral',
};

/** Cents of a statement in the reader's language, with its cents. */
export function useCents() {
  const { i18n } = useTranslation();
  return (cents: number, currency: TMyStatementRow['currency']) =>
    formatCents(cents, currency, i18n.language);
}

/** The columns every statement table shares; `pdfUrl` says whose download route to use. */
export function useStatementColumns<T extends TMyStatementRow>(
  pdfUrl: (id: string) => string,
): DataColumn<T>[] {
  const { t } = useTranslation();
  const formats = useFormats();
  const cents = useCents();
  return useMemo(
    () => [
      { id: 'number', header: t('statements.number'), cell: (row) => row.number },
      { id: 'period', header: t('statements.period'), cell: (row) => row.period },
      {
        id: 'kind',
        header: t('statements.kind_label'),
        cell: (row) => t(`statements.kind.${row.kind}`),
      },
      {
        id: 'state',
        header: t('statements.state_label'),
        cell: (row) => (
          <Badge tone={STATE_TONE[row.state]}>{t(`statements.state.${row.state}`)}</Badge>
        ),
      },
      {
        id: 'total',
        header: t('statements.total'),
        className: 'text-right tabular-nums',
        cell: (row) => cents(row.total_cents, row.currency),
      },
      {
        id: 'issued',
        header: t('statements.issued'),
        cell: (row) => formats.date(row.issued_at, 'short', row.market),
      },
      {
        id: 'pdf',
        header: t('statements.download'),
        cell: (row) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('statements.download_label', { number: row.number })}
            onClick={() => void downloadFile(pdfUrl(row.id)).catch(() => undefined)}
          >
            {t('statements.download')}
          </Button>
        ),
      },
    ],
    [t, formats, cents, pdfUrl],
  );
}
