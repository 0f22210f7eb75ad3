import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS } from '../../../shared/lead-import/import-fields';
import type {
  TImportBatch,
  TImportMapping,
} from '../../../shared/lead-import/lead-import.contract';
import { MARKETS, isMarket } from '../../../shared/markets/markets';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { SelectField } from '../../components/form/select-field';
import { useSaveMapping } from './use-lead-import';

/** Which column fills each field (the server's guesses first), and the market of rows naming none. */
export function ImportMappingCard({
  batch,
  guessed,
  onSaved,
}: {
  batch: TImportBatch;
  guessed: TImportMapping;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [mapping, setMapping] = useState<TImportMapping>(
    Object.keys(batch.mapping).length > 0 ? batch.mapping : guessed,
  );
  const [market, setMarket] = useState(batch.default_market ?? '');
  const save = useSaveMapping(batch.id);
  const columns = [
    { value: '', label: t('lead-import.not_imported_option') },
    ...batch.headers.map((header, index) => ({
      value: String(index),
      label: header || `#${index + 1}`,
    })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { mapping, default_market: isMarket(market) ? market : null },
      { onSuccess: onSaved },
    );
  };
  return (
    <Card title={t('lead-import.mapping_title')}>
      <p className="text-slate-700 dark:text-slate-300">{t('lead-import.mapping_hint')}</p>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => (
            <SelectField
              key={field}
              label={t(`lead-import.field.${field}`)}
              value={mapping[field] === undefined ? '' : String(mapping[field])}
              options={columns}
              onChange={(event) => {
                const value = event.target.value;
                setMapping((current) => {
                  const next = { ...current };
                  if (value === '') delete next[field];
                  else next[field] = Number(value);
                  return next;
                });
              }}
            />
          ))}
        </div>
        <div className="max-w-sm">
          <SelectField
            label={t('lead-import.default_market')}
            value={market}
            onChange={(event) => setMarket(event.target.value)}
            options={[
              { value: '', label: t('lead-import.no_default_market') },
              ...MARKETS.map((code) => ({ value: code, label: t(`markets.${code}`) })),
            ]}
          />
        </div>
        {save.error && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {save.error.message}
          </p>
        )}
        <div>
          <Button type="submit" disabled={save.isPending}>
            {t('lead-import.save_mapping')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
