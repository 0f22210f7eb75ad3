import type { FastifyReply } from 'fastify';
import type { TFunction } from 'i18next';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { sendCsv, type CsvColumn } from '../lib/csv-export';
import { dayIn } from '../lib/zoned-day';
import { listCommissions, type CommissionRow } from './commissions.queries';

const BATCH = 1000;

function columns(t: TFunction): CsvColumn<CommissionRow>[] {
  // Dated on the lead's market clock, as the firm there reads its day.
  const date = (value: Date | null, market: Market) =>
    value ? dayIn(value, MARKET_INFO[market].timeZone) : '';
  return [
    { header: t('commissions.col_partner'), value: (row) => row.company },
    { header: t('commissions.col_lead'), value: (row) => row.reference },
    { header: t('commissions.col_market'), value: (row) => row.market },
    // Amounts stay numbers beside their currency: AUD and NZD are never added together.
    { header: t('commissions.col_amount'), value: (row) => row.amount },
    { header: t('commissions.col_currency'), value: (row) => row.currency },
    {
      header: t('commissions.col_basis'),
      value: (row) =>
        row.basisType === 'rate'
          ? t('commissions.basis_rate', { rate: row.basisValue / 100 })
          : t('commissions.basis_flat'),
    },
    { header: t('commissions.col_approved'), value: (row) => date(row.approvedAt, row.market) },
    { header: t('commissions.col_approved_by'), value: (row) => row.approvedBy ?? '' },
    // A clawback is deducted from the run: its negative amount, labelled, with its reason.
    {
      header: t('commissions.col_kind'),
      value: (row) =>
        row.kind === 'clawback' ? t('settlement.clawback') : t('commissions.kind_commission'),
    },
    { header: t('commissions.col_reason'), value: (row) => row.reason ?? '' },
  ];
}

/** Approved, unpaid rows a batch at a time by keyset: never the whole result at once. */
async function* toPay(db: Db, market: Market | undefined, cursorKey: string) {
  let cursor: string | undefined;
  do {
    const page = await listCommissions(
      db,
      { market, status: 'approved' },
      { cursor, limit: BATCH, cursorKey },
    );
    yield* page.rows;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The commissions to pay (approved, not yet paid) as CSV, with the lead export's safeguards. */
export function streamCommissionsToPay(
  reply: FastifyReply,
  db: Db,
  options: { market: Market | undefined; cursorKey: string; t: TFunction },
) {
  const suffix = options.market ? `-${options.market.toLowerCase()}` : '';
  return sendCsv(reply, {
    columns: columns(options.t),
    rows: toPay(db, options.market, options.cursorKey),
    fileName: `commissions-to-pay${suffix}`,
    market: options.market,
  });
}
