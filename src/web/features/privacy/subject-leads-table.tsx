import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSubjectLead } from '../../../shared/privacy/privacy.contract';
import { DataTable, type DataColumn } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { LEAD_LINK } from '../leads/lead-columns';

/** The leads an applicant's e-mail finds, both markets: what an export or erasure covers. */
export function SubjectLeadsTable({ leads }: { leads: TSubjectLead[] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const columns = useMemo<DataColumn<TSubjectLead>[]>(
    () => [
      {
        id: 'reference',
        header: t('lead-list.col_reference'),
        className: 'whitespace-nowrap',
        cell: (lead) => (
          <Link to={pathTo('lead', { id: lead.id })} className={LEAD_LINK}>
            {lead.reference}
          </Link>
        ),
      },
      { id: 'name', header: t('lead-list.col_applicant'), cell: (lead) => lead.name },
      {
        id: 'status',
        header: t('lead-list.col_status'),
        cell: (lead) => t(`pipeline.status.${lead.status}`),
      },
      {
        id: 'created',
        header: t('privacy.columns.when'),
        cell: (lead) => formats.date(lead.created_at, 'short', lead.market),
      },
    ],
    [t, formats],
  );
  return (
    <DataTable
      caption={t('privacy.found_heading')}
      columns={columns}
      data={leads}
      getRowId={(lead) => lead.id}
      empty={<EmptyState title={t('privacy.none_found')} />}
    />
  );
}
