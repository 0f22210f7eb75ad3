import type { FastifyReply } from 'fastify';
import type { TFunction } from 'i18next';
import type { TLeadFilters } from '../../shared/leads/lead-list.contract';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from '../lib/csv-export';
import { dayIn } from '../lib/zoned-day';
import type { LeadScope } from './lead-filters';
import { listLeads, type LeadPage } from './lead-list.queries';

const BATCH = 1000;

type Row = LeadPage['rows'][number];
type Column = CsvColumn<Row>;

function columns(t: TFunction, audience: 'admin' | 'partner'): Column[] {
  // Each lead dated on its market's clock, as the firm there reads its day.
  const date = (value: Date, market: Market) => dayIn(value, MARKET_INFO[market].timeZone);
  const shared: Column[] = [
    { header: t('lead-list.col_reference'), value: (row) => row.reference },
    { header: t('lead-list.col_market'), value: (row) => row.market },
    { header: t('lead-list.col_created'), value: (row) => date(row.createdAt, row.market) },
    { header: t('lead-list.col_applicant'), value: (row) => `${row.firstName} ${row.lastName}` },
    { header: t('lead-list.col_business'), value: (row) => row.businessName ?? '' },
    // Amounts stay numbers a spreadsheet can add up, beside their currency: AUD and NZD apart.
    { header: t('lead-list.col_amount'), value: (row) => row.amount },
    { header: t('lead-list.col_currency'), value: (row) => row.currency },
    { header: t('lead-list.col_status'), value: (row) => t(`pipeline.status.${row.status}`) },
  ];
  if (audience === 'partner') return shared;
  return [
    ...shared,
    { header: t('lead-list.col_email'), value: (row) => row.email },
    { header: t('lead-list.col_mobile'), value: (row) => row.mobile },
    { header: t('lead-list.col_business_number'), value: (row) => row.businessNumber ?? '' },
    { header: t('lead-list.source'), value: (row) => t(`pipeline.source.${row.source}`) },
    { header: t('lead-list.col_partner'), value: (row) => row.partnerCompany ?? '' },
    { header: t('lead-list.col_assigned'), value: (row) => row.assignedName ?? '' },
  ];
}

/** Every page of the list, read a batch at a time by keyset: never the whole result at once. */
async function* allRows(db: Db, scope: LeadScope, filters: TLeadFilters, cursorKey: string) {
  let cursor: string | undefined;
  do {
    const page = await listLeads(db, scope, filters, {
      cursor,
      limit: BATCH,
      cursorKey,
    });
    yield* page.rows;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Streams the leads matching a list's filters as CSV (lib/csv-export.ts: BOM, formulas
 * neutralised), headers in the reader's language.
 */
export function streamLeadsCsv(
  reply: FastifyReply,
  db: Db,
  options: {
    scope: LeadScope;
    filters: TLeadFilters;
    audience: 'admin' | 'partner';
    cursorKey: string;
    t: TFunction;
    fileName: string;
  },
) {
  return sendCsv(reply, {
    columns: columns(options.t, options.audience),
    rows: allRows(db, options.scope, options.filters, options.cursorKey),
    fileName: options.fileName,
    market: options.scope.market,
  });
}
