import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_EXPORT_PATHS, LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import type { Market } from '../../../shared/markets/markets';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { callApi } from '../../lib/http/api';
import { pathTo } from '../../router/route-names';
import { useFormats } from '../../lib/preferences/use-formats';
import { adminColumns } from './lead-columns';
import { adminApiFilters, writeParams } from './lead-filters';
import { LeadBoard } from './lead-board';
import { LeadBulkBar } from './lead-bulk-bar';
import { LeadListView } from './lead-list-view';

/** An admin's leads of one market: `/leads` (AU) and `/leads/nz`. */
export function AdminLeadList({ market, title }: { market: Market; title: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const columns = useMemo(() => adminColumns(t, formats), [t, formats]);
  return (
    <LeadListView
      title={title}
      queryKey={['leads', market]}
      views={market === 'AU' ? 'leads-au' : 'leads-nz'}
      load={(params, cursor) =>
        callApi(LEAD_LIST_ENDPOINTS.admin, {
          query: { market, ...adminApiFilters(params), cursor, limit: params.limit },
        })
      }
      exportUrl={(params) => `${LEAD_EXPORT_PATHS.admin}?market=${market}&${writeParams(params)}`}
      columns={columns}
      emptyBody={t('lead-list.empty_body')}
      bulk={(selected, clear) => <LeadBulkBar leads={selected} onDone={clear} />}
      board={(params) => <LeadBoard market={market} params={params} />}
      headerAction={
        <>
          <Link to={pathTo('leads.import')} className={buttonClass('secondary')}>
            {t('lead-import.title')}
          </Link>
          <Link
            to={`${pathTo('lead.new')}?${new URLSearchParams({ market })}`}
            className={buttonClass('primary')}
          >
            {t('lead-repeat.new_lead')}
          </Link>
        </>
      }
    />
  );
}
