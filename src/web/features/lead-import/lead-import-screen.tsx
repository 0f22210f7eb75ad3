import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TImportMapping } from '../../../shared/lead-import/lead-import.contract';
import { PageHeader } from '../../components/page-header';
import { ImportBatchesCard } from './import-batches-card';
import { ImportMappingCard } from './import-mapping-card';
import { ImportPreviewCard } from './import-preview-card';
import { ImportRunCard } from './import-run-card';
import { ImportUploadCard } from './import-upload-card';
import { useImportBatch } from './use-lead-import';

/**
 * `/leads/import` (issue 33, item 4): upload a CSV, match its columns, check its rows, try a dry
 * run, import it with its progress, download the refused rows; earlier imports with their undo.
 * The batch open is in the address (`?batch=`), so a reload keeps it.
 */
export function LeadImportScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const batchId = search.get('batch') ?? undefined;
  const [guessed, setGuessed] = useState<TImportMapping>({});
  const [checked, setChecked] = useState(false);
  const batch = useImportBatch(batchId, false).data;
  const open = (id: string) => {
    setChecked(false);
    setSearch({ batch: id });
  };
  const mapped = batch && (checked || Object.keys(batch.mapping).length > 0);
  return (
    <article className="flex max-w-6xl min-w-0 flex-col gap-6">
      <PageHeader title={t('lead-import.title')} description={t('lead-import.intro')} />
      <ImportUploadCard
        onStaged={(id, guesses) => {
          setGuessed(guesses);
          open(id);
        }}
      />
      {batch?.status === 'staged' && (
        <ImportMappingCard
          key={batch.id}
          batch={batch}
          guessed={guessed}
          onSaved={() => setChecked(true)}
        />
      )}
      {batch && mapped && <ImportPreviewCard key={batch.id} batch={batch} />}
      {batch && mapped && (batch.status === 'staged' || batch.status === 'imported') && (
        <ImportRunCard key={batch.id} batch={batch} />
      )}
      <ImportBatchesCard onOpen={(opened) => open(opened.id)} />
    </article>
  );
}
