import { useTranslation } from 'react-i18next';
import type { TImportBatch } from '../../../shared/lead-import/lead-import.contract';
import { LEAD_IMPORT_PATHS } from '../../../shared/lead-import/lead-import.endpoints';
import { pathWith } from '../../../shared/api/endpoint';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { ImportProgressBar } from './import-progress-bar';
import { useImportBatch, useRunImport } from './use-lead-import';

/** Dry run, import with its progress, what either did, and the refused rows to fix. */
export function ImportRunCard({ batch }: { batch: TImportBatch }) {
  const { t } = useTranslation();
  const run = useRunImport(batch.id);
  const live = useImportBatch(batch.id, run.isPending).data ?? batch;
  const progress = live.progress;
  const result = run.data;
  const imported = live.status !== 'staged' || result?.dry_run === false;
  return (
    <Card title={t('lead-import.run')}>
      {!imported && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={run.isPending} onClick={() => run.mutate(true)}>
            {run.isPending && run.variables
              ? t('lead-import.dry_running')
              : t('lead-import.dry_run')}
          </Button>
          <Button disabled={run.isPending} onClick={() => run.mutate(false)}>
            {run.isPending && !run.variables ? t('lead-import.running') : t('lead-import.run')}
          </Button>
        </div>
      )}
      {run.isPending && (
        <ImportProgressBar
          label={t('lead-import.progress')}
          done={progress?.done ?? 0}
          total={progress?.total ?? batch.row_count}
          valueKey="lead-import.progress_value"
        />
      )}
      {result?.dry_run && <p role="status">{t('lead-import.dry_run_result', result)}</p>}
      {imported && (
        <p role="status">
          {t('lead-import.imported', result && !result.dry_run ? result : counts(live))}
        </p>
      )}
      <a
        className={buttonClass('secondary', 'sm', 'self-start')}
        href={pathWith(LEAD_IMPORT_PATHS.refused, { id: batch.id })}
        download
      >
        {t('lead-import.download_refused')}
      </a>
    </Card>
  );
}

const counts = (batch: TImportBatch) => ({
  created: batch.created_count,
  matched: batch.matched_count,
  refused: batch.refused_count,
});
