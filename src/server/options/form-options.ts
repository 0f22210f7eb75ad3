import type { ApplicationSchemaOptions } from '../../shared/leads/apply.contract';
import { HARD_AMOUNT_LIMITS } from '../../shared/leads/lead-fields';
import type { AmountLimitsByMarket } from '../../shared/leads/lead-market-rules';
import { MARKETS } from '../../shared/markets/markets';
import type { Locale } from '../../shared/i18n/locales';
import type { DbOrTx } from '../db/transaction';
import { activeOptions, type OptionRow } from './options.queries';

export interface FormOptions {
  schemaOptions: Required<ApplicationSchemaOptions>;
  rows: OptionRow[];
}

/** The amount limits of a row, or the hard limits when the row is missing or malformed. */
function limitsOf(row: OptionRow | undefined) {
  const data = row?.data as { min?: unknown; max?: unknown } | null | undefined;
  const min = Number.isInteger(data?.min) ? Number(data?.min) : HARD_AMOUNT_LIMITS.min;
  const max = Number.isInteger(data?.max) ? Number(data?.max) : HARD_AMOUNT_LIMITS.max;
  return {
    min: Math.max(min, HARD_AMOUNT_LIMITS.min),
    max: Math.min(max, HARD_AMOUNT_LIMITS.max),
  };
}

/** What the application schema needs from the options table: limits and allowed values. */
export async function loadFormOptions(db: DbOrTx): Promise<FormOptions> {
  const rows = await activeOptions(db);
  const values = (group: string) => rows.filter((row) => row.group === group).map((r) => r.value);
  const amountLimits = Object.fromEntries(
    MARKETS.map((market) => [
      market,
      limitsOf(rows.find((row) => row.group === 'amount_limit' && row.value === market)),
    ]),
  ) as AmountLimitsByMarket;
  return {
    rows,
    schemaOptions: {
      amountLimits,
      industries: values('industry'),
      purposes: values('purpose'),
      timeTrading: values('time_trading'),
    },
  };
}

/** Value and label in the reader's language (English when a label is missing). */
export function labelled(rows: OptionRow[], group: string, locale: Locale) {
  return rows
    .filter((row) => row.group === group)
    .map((row) => ({ value: row.value, label: row.labels[locale] ?? row.labels.en ?? row.value }));
}
