import { Readable } from 'node:stream';
import type { TFunction } from 'i18next';
import { stringify } from 'csv-stringify';
import type { LeadListSort } from '../../shared/leads/lead-list.contract';
import { dynamicKey } from '../../shared/i18n/message-key';
import type { DbOrTx } from '../db/transaction';
import { selectLeadPage, type LeadListCriteria, type LeadListRow } from './lead-list.queries';

const BATCH_SIZE = 500;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return hiding one)
 * as a formula: such text is prefixed with ' so it shows as typed (OWASP "CSV injection").
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every row matching the criteria, read in keyset batches: memory holds one batch at most. */
async function* matchingRows(
  db: DbOrTx,
  criteria: LeadListCriteria,
  sort: LeadListSort,
  direction: 'asc' | 'desc',
): AsyncGenerator<LeadListRow> {
  let start: { value: string; id: string } | null = null;
  for (;;) {
    const rows = await selectLeadPage(db, criteria, sort, direction, start, BATCH_SIZE);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < BATCH_SIZE || !last) return;
    start = { value: last.sortKey, id: last.id };
  }
}

interface Column {
  header: string;
  value: (row: LeadListRow) => string | number | null;
}

function columns(t: TFunction, audience: 'admin' | 'partner'): Column[] {
  const column = (key: string, value: Column['value']): Column => ({
    header: t(dynamicKey(`lead-list.columns.${key}`)),
    value,
  });
  const shared = [
    column('reference', (row) => row.reference),
    column('created_at', (row) => row.createdAt.toISOString()),
    column('market', (row) => row.market),
    column('status', (row) => t(dynamicKey(`lead-list.status.${row.status}`))),
    column('first_name', (row) => row.firstName),
    column('last_name', (row) => row.lastName),
    column('business_name', (row) => row.businessName),
    column('amount', (row) => row.amount),
    column('currency', (row) => row.currency),
    column('status_changed_at', (row) => row.statusChangedAt.toISOString()),
  ];
  if (audience === 'partner') return shared;
  return [
    ...shared,
    column('email', (row) => row.email),
    column('mobile', (row) => row.mobile),
    column('business_number', (row) => row.businessNumber),
    column('source', (row) => row.source),
    column('partner', (row) => row.partnerCompany),
    column('assigned_to', (row) => row.assigneeName),
    column('last_activity_at', (row) => row.lastActivityAt.toISOString()),
    column('aging', (row) => (row.aging ? t('lead-list.aging.badge') : '')),
  ];
}

/**
 * The CSV of every lead matching a list's filters, as a stream: UTF-8 with a BOM (so Excel
 * reads accents and Chinese right), headers in the reader's language, formulas neutralised.
 */
export function leadCsvStream(
  db: DbOrTx,
  criteria: LeadListCriteria,
  order: { sort: LeadListSort; dir: 'asc' | 'desc' },
  t: TFunction,
  audience: 'admin' | 'partner',
): Readable {
  const fields = columns(t, audience);
  const cells = async function* () {
    yield fields.map((field) => neutraliseCell(field.header));
    for await (const row of matchingRows(db, criteria, order.sort, order.dir)) {
      yield fields.map((field) => {
        const value = field.value(row);
        return typeof value === 'string' ? neutraliseCell(value) : value;
      });
    }
  };
  // A lone CR or LF inside a cell must be quoted too, or a spreadsheet starts a new row there.
  const csv = stringify({ bom: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ });
  // pipeline semantics: a failed read destroys the CSV stream, so the reply ends, not hangs.
  const source = Readable.from(cells());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
