import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TImportBatch } from '../../../shared/lead-import/lead-import.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { useImportPreview } from './use-lead-import';

const PAGE = 20;

/** The staged rows with each one's problems under the saved mapping, a page at a time. */
export function ImportPreviewCard({ batch }: { batch: TImportBatch }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const preview = useImportPreview(batch.id, { offset, onlyErrors });
  const fieldName = (field: string) => t(`lead-import.field.${field}`, { defaultValue: field });
  return (
    <Card title={t('lead-import.preview_title')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={onlyErrors}
            onChange={(event) => {
              setOnlyErrors(event.target.checked);
              setOffset(0);
            }}
          />
          {t('lead-import.only_errors')}
        </label>
        {preview.data && (
          <p role="status">{t('lead-import.preview_summary', { total: preview.data.total })}</p>
        )}
      </div>
      <QueryStatus query={preview} failed={t('errors.unavailable')} />
      {preview.data && (
        // Wider than the screen with many columns: the scrolling box takes focus, so that the
        // arrow keys scroll it for someone without a mouse (WCAG 2.1.1).
        <div
          tabIndex={0}
          role="region"
          aria-label={t('lead-import.preview_table')}
          className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('lead-import.preview_title')}</caption>
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                <th scope="col" className="p-2 whitespace-nowrap">
                  {t('lead-import.row')}
                </th>
                {batch.headers.map((header, index) => (
                  <th key={index} scope="col" className="p-2 whitespace-nowrap">
                    {header}
                  </th>
                ))}
                <th scope="col" className="p-2">
                  {t('lead-import.problems')}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.data.rows.map((row) => {
                const problems = Object.entries(row.errors);
                return (
                  <tr
                    key={row.row_number}
                    className="border-b border-slate-200 align-top dark:border-slate-700"
                  >
                    <th scope="row" className="p-2 font-normal">
                      {row.row_number}
                    </th>
                    {batch.headers.map((_, index) => (
                      <td key={index} className="max-w-48 truncate p-2">
                        {row.cells[index]}
                      </td>
                    ))}
                    <td className="p-2">
                      {problems.length === 0 ? (
                        <span className="text-green-800 dark:text-green-300">
                          {t('lead-import.no_problem')}
                        </span>
                      ) : (
                        <ul className="text-red-700 dark:text-red-300">
                          {problems.map(([field, messages]) => (
                            <li key={field}>{`${fieldName(field)}: ${messages.join(' ')}`}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - PAGE))}
        >
          {t('lead-import.previous')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!preview.data || offset + PAGE >= preview.data.total}
          onClick={() => setOffset(offset + PAGE)}
        >
          {t('lead-import.next')}
        </Button>
      </div>
    </Card>
  );
}
