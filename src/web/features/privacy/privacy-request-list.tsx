import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_ENDPOINTS } from '../../../shared/privacy/privacy.endpoints';
import { Card } from '../../components/card';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';

type PrivacyRequest = Awaited<ReturnType<typeof loadRequests>>['data'][number];
const loadRequests = () => callApi(PRIVACY_ENDPOINTS.requests, {});

/** The requests handled, newest first: the fact of each is kept after the data is gone. */
export function PrivacyRequestList() {
  const { t } = useTranslation();
  const formats = useFormats();
  const query = useQuery({ queryKey: ['privacy-requests'], queryFn: loadRequests });
  const columns = useMemo<DataColumn<PrivacyRequest>[]>(
    () => [
      {
        id: 'when',
        header: t('privacy.columns.when'),
        cell: (row) => `${formats.date(row.at)} ${formats.date(row.at, 'time24')}`,
      },
      {
        id: 'kind',
        header: t('privacy.columns.kind'),
        cell: (row) => t(`privacy.kind.${row.kind}`),
      },
      {
        id: 'leads',
        header: t('privacy.columns.leads'),
        cell: (row) => <span className="break-words">{row.references.join(', ')}</span>,
      },
      {
        id: 'by',
        header: t('privacy.columns.by'),
        cell: (row) => row.actor ?? t('privacy.by_system'),
      },
    ],
    [t, formats],
  );
  return (
    <Card title={t('privacy.history_heading')}>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && (
        <DataTable
          caption={t('privacy.history_heading')}
          columns={columns}
          data={query.data.data}
          getRowId={(row) => row.id}
          empty={<EmptyState title={t('privacy.history_empty')} />}
        />
      )}
    </Card>
  );
}
