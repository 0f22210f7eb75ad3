import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_EXPORT_PATHS, LEAD_LIST_ENDPOINTS } from '../../../shared/leads/lead-list.endpoints';
import { callApi } from '../../lib/http/api';
import { useFormats } from '../../lib/preferences/use-formats';
import { partnerColumns } from './lead-columns';
import { apiFilters, writeParams } from './lead-filters';
import { LeadListView } from './lead-list-view';

/** `/my-leads`: a partner's own leads, both markets. */
export function MyLeadsScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const columns = useMemo(() => partnerColumns(t, formats), [t, formats]);
  return (
    <LeadListView
      title={t('pages.my_leads.title')}
      queryKey={['my-leads']}
      load={(params, cursor) =>
        callApi(LEAD_LIST_ENDPOINTS.mine, {
          query: { ...apiFilters(params), cursor, limit: params.limit },
        })
      }
      exportUrl={(params) => `${LEAD_EXPORT_PATHS.mine}?${writeParams(params)}`}
      columns={columns}
      emptyBody={t('lead-list.empty_partner_body')}
    />
  );
}
