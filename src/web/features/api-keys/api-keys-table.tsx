import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApiKey } from '../../../shared/api-keys/api-keys.contract';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { useFormats } from '../../lib/preferences/use-formats';
import { SCOPE_LABELS } from './scope-labels';

/** The keys with their visible start, what they may do, their last use; revoke on each live one. */
export function ApiKeysTable({
  keys,
  showPartner,
  onRevoke,
}: {
  keys: readonly TApiKey[];
  /** An admin's list names each key's partner (or the firm). */
  showPartner: boolean;
  onRevoke: (key: TApiKey) => void;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const columns = useMemo<DataColumn<TApiKey>[]>(
    () => [
      {
        id: 'name',
        header: t('api-keys.columns.name'),
        cell: (row) => <span className="font-medium break-words">{row.name}</span>,
      },
      {
        id: 'key',
        header: t('api-keys.columns.key'),
        cell: (row) => <code className="font-mono text-sm">{row.prefix}…</code>,
      },
      {
        id: 'scopes',
        header: t('api-keys.columns.scopes'),
        // One line each: a joined list would need each language's own separator.
        cell: (row) => (
          <ul className="flex flex-col">
            {row.scopes.map((scope) => (
              <li key={scope}>{t(SCOPE_LABELS[scope])}</li>
            ))}
          </ul>
        ),
      },
      ...(showPartner
        ? [
            {
              id: 'partner',
              header: t('api-keys.columns.partner'),
              cell: (row: TApiKey) => row.partner?.company ?? t('api-keys.firm_wide'),
            },
          ]
        : []),
      {
        id: 'last_used',
        header: t('api-keys.columns.last_used'),
        cell: (row) =>
          row.last_used_at
            ? `${formats.date(row.last_used_at)} ${formats.date(row.last_used_at, 'time24')}`
            : t('api-keys.never_used'),
      },
      {
        id: 'status',
        header: t('api-keys.columns.status'),
        cell: (row) =>
          row.revoked_at ? (
            <Badge tone="neutral">
              {t('api-keys.revoked_on', { date: formats.date(row.revoked_at) })}
            </Badge>
          ) : (
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="success">{t('api-keys.active')}</Badge>
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('api-keys.revoke_named', { name: row.name })}
                onClick={() => onRevoke(row)}
              >
                {t('api-keys.revoke')}
              </Button>
            </div>
          ),
      },
    ],
    [t, formats, showPartner, onRevoke],
  );
  return (
    <DataTable
      caption={t('api-keys.list_title')}
      columns={columns}
      data={keys}
      getRowId={(row) => row.id}
      empty={<EmptyState title={t('api-keys.empty')} />}
    />
  );
}
