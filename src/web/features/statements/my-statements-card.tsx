import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMyStatementRow } from '../../../shared/statements/statements.contract';
import {
  STATEMENTS_ENDPOINTS as E,
  myStatementPdfUrl,
} from '../../../shared/statements/statements.endpoints';
import { Card } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { useStatementColumns } from './statement-columns';

/** The partner's own statements on their dashboard, each PDF to download (issue 35 item 3). */
export function MyStatementsCard() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['my-statements'], queryFn: () => callApi(E.mine, {}) });
  const columns = useStatementColumns<TMyStatementRow>(myStatementPdfUrl);
  return (
    <Card title={t('statements.mine_title')}>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {query.data && (
        <DataTable
          caption={t('statements.mine_title')}
          columns={columns}
          data={query.data.data}
          getRowId={(row) => row.id}
          empty={<p className="text-slate-600 dark:text-slate-300">{t('statements.mine_empty')}</p>}
        />
      )}
    </Card>
  );
}
