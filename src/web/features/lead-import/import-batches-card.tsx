import { useTranslation } from 'react-i18next';
import type { TImportBatch } from '../../../shared/lead-import/lead-import.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { showAlert } from '../../lib/feedback/alerts';
import { useFormats } from '../../lib/preferences/use-formats';
import { ImportProgressBar } from './import-progress-bar';
import { useImportBatches, useUndoImport } from './use-lead-import';

/**
 * Every import with what it did; an imported one can be undone while its leads are untouched.
 * An undo runs in the background (decision 0090): the list is read again while one runs, and
 * shows how far it got.
 */
export function ImportBatchesCard({ onOpen }: { onOpen: (batch: TImportBatch) => void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const batches = useImportBatches();
  const undo = useUndoImport();
  const confirmUndo = async (batch: TImportBatch) => {
    const confirmed = await showAlert({
      tone: 'warning',
      title: t('lead-import.undo'),
      text: t('lead-import.undo_confirm', { file: batch.file_name }),
      confirmLabel: t('lead-import.undo'),
      cancelLabel: t('dialog.cancel'),
    });
    if (confirmed) undo.mutate(batch.id);
  };
  return (
    <Card title={t('lead-import.batches_title')}>
      <QueryStatus query={batches} failed={t('errors.unavailable')} />
      {undo.error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {undo.error.message}
        </p>
      )}
      {undo.isSuccess && <p role="status">{t('lead-import.undo_started')}</p>}
      {batches.data?.batches.length === 0 && <p>{t('lead-import.no_batches')}</p>}
      <ul className="flex flex-col gap-3">
        {batches.data?.batches.map((batch) => (
          <li
            key={batch.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded border border-slate-200 p-3 dark:border-slate-700"
          >
            <div className="flex min-w-0 flex-col">
              <span className="font-medium break-all">{batch.file_name}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {`${formats.date(batch.created_at)} · ${t('lead-import.batch_rows')}: ${batch.row_count} · ${t(`lead-import.status.${batch.status}`)}`}
              </span>
              {batch.status !== 'staged' && (
                <span className="text-sm">
                  {t('lead-import.batch_outcome_value', {
                    created: batch.created_count,
                    matched: batch.matched_count,
                    refused: batch.refused_count,
                  })}
                </span>
              )}
              {batch.status === 'undoing' && batch.progress && (
                <ImportProgressBar
                  label={t('lead-import.undo_progress')}
                  done={batch.progress.done}
                  total={batch.progress.total}
                  valueKey="lead-import.undo_progress_value"
                />
              )}
            </div>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => onOpen(batch)}>
                {t('lead-import.open')}
              </Button>
              {batch.status === 'imported' && (
                <Button
                  variant="danger"
                  size="sm"
                  disabled={undo.isPending}
                  onClick={() => void confirmUndo(batch)}
                >
                  {t('lead-import.undo')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
