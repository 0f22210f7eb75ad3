import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type {
  TAdminLeadListItem,
  TLeadListItem,
  TMyLeadListItem,
} from '../../../shared/leads/lead-list.contract';
import { Badge } from '../../components/badge';
import type { DataColumn } from '../../components/data-table';
import type { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { applicantName } from '../privacy/applicant-name';
import { NextTaskCell } from '../tasks/next-task-cell';

type Formats = ReturnType<typeof useFormats>;
export const LEAD_LINK = 'font-medium text-blue-800 underline dark:text-sky-300';

/** The columns both lists show; the reference opens the lead (read-only for a partner). */
function sharedColumns<T extends TLeadListItem>(t: TFunction, formats: Formats): DataColumn<T>[] {
  return [
    {
      id: 'reference',
      header: t('lead-list.col_reference'),
      // AU-2026-000139 broken at its hyphens reads as three things on a phone.
      className: 'whitespace-nowrap',
      cell: (lead) => (
        <Link to={pathTo('lead', { id: lead.id })} className={LEAD_LINK}>
          {lead.reference}
        </Link>
      ),
    },
    {
      id: 'name',
      header: t('lead-list.col_applicant'),
      sortable: true,
      cell: (lead) => applicantName(t, lead),
    },
    {
      id: 'business',
      header: t('lead-list.col_business'),
      cell: (lead) => lead.business_name ?? '—',
    },
    {
      id: 'amount',
      header: t('lead-list.col_amount'),
      sortable: true,
      className: 'text-right tabular-nums whitespace-nowrap',
      cell: (lead) => formats.money(lead.amount, lead.currency),
    },
    {
      id: 'status',
      header: t('lead-list.col_status'),
      sortable: true,
      cell: (lead) => (
        <span className="flex flex-wrap gap-1">
          <Badge
            tone={
              lead.status === 'declined' || lead.status === 'withdrawn'
                ? 'danger'
                : lead.status === 'settled'
                  ? 'success'
                  : 'info'
            }
          >
            {t(`pipeline.status.${lead.status}`)}
          </Badge>
          {lead.aging && <Badge tone="warning">{t('lead-list.aging_badge')}</Badge>}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('lead-list.col_created'),
      sortable: true,
      className: 'whitespace-nowrap',
      cell: (lead) => formats.date(lead.created_at, 'short', lead.market),
    },
  ];
}

export function adminColumns(t: TFunction, formats: Formats): DataColumn<TAdminLeadListItem>[] {
  const columns = sharedColumns<TAdminLeadListItem>(t, formats);
  return [
    ...columns.slice(0, 5),
    {
      id: 'partner',
      header: t('lead-list.col_partner'),
      cell: (lead) => lead.partner?.company ?? t('lead-list.direct'),
    },
    {
      id: 'assigned',
      header: t('lead-list.col_assigned'),
      cell: (lead) => lead.assigned_to?.name ?? t('lead-list.unassigned'),
    },
    {
      id: 'next_task',
      header: t('tasks.next_task'),
      cell: (lead) => <NextTaskCell task={lead.next_task} />,
    },
    ...columns.slice(5),
  ];
}

export function partnerColumns(t: TFunction, formats: Formats): DataColumn<TMyLeadListItem>[] {
  // A lead back at Approved because its settlement was reversed says so beside its stage.
  const columns = sharedColumns<TMyLeadListItem>(t, formats).map((column) =>
    column.id === 'status'
      ? {
          ...column,
          cell: (lead: TMyLeadListItem) => (
            <span className="flex flex-wrap gap-1">
              {column.cell(lead)}
              {lead.settlement_reversed && (
                <Badge tone="warning">{t('lead.settlement_reversed_badge')}</Badge>
              )}
            </span>
          ),
        }
      : column,
  );
  return [
    ...columns.slice(0, 3),
    { id: 'market', header: t('lead-list.col_market'), cell: (lead) => lead.market },
    ...columns.slice(3),
  ];
}
