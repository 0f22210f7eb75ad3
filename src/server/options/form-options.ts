import {
  createApplicationSchema,
  type ApplicationSchemaOptions,
} from '../../shared/leads/apply.contract';
import { HARD_AMOUNT_LIMITS } from '../../shared/leads/lead-fields';
import type { AmountLimitsByMarket } from '../../shared/leads/lead-market-rules';
import { MARKETS } from '../../shared/markets/markets';
import type { Locale } from '../../shared/i18n/locales';
import type { DbOrTx } from '../db/transaction';
import { activeOptions, type OptionRow, type OptionRule } from './options.queries';

export interface FormOptions {
  schemaOptions: Required<ApplicationSchemaOptions>;
  rows: OptionRow[];
}

/** The amount limits of a row, or the hard limits when the row is missing or malformed. */
function limitsOf(row: OptionRule | undefined) {
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
  return { rows, schemaOptions: schemaOptionsFrom(rows) };
}

/** Limits and allowed values from the active options' rows (labels not needed). */
export function schemaOptionsFrom(rows: readonly OptionRule[]): Required<ApplicationSchemaOptions> {
  const values = (group: string) => rows.filter((row) => row.group === group).map((r) => r.value);
  const amountLimits = Object.fromEntries(
    MARKETS.map((market) => [
      market,
      limitsOf(rows.find((row) => row.group === 'amount_limit' && row.value === market)),
    ]),
  ) as AmountLimitsByMarket;
  return {
    amountLimits,
    industries: values('industry'),
    purposes: values('purpose'),
    timeTrading: values('time_trading'),
  };
}

let lastSchema: { key: string; schema: ReturnType<typeof createApplicationSchema> } | undefined;

/**
 * The application schema on the live options. Building a zod schema costs more than using it
 * (zod compiles it on first use: about 0.5 ms against 0.02 ms), and the options rarely change,
 * so the schema of the last options seen is kept. It is keyed by the options themselves, read
 * on every request, so a change saved by any process applies at once.
 */
export function applicationSchemaFor(options: Required<ApplicationSchemaOptions>) {
  const key = JSON.stringify(options);
  if (lastSchema?.key !== key) lastSchema = { key, schema: createApplicationSchema(options) };
  return lastSchema.schema;
}

/** Value and label in the reader's language (English when a label is missing). */
export function labelled(rows: OptionRow[], group: string, locale: Locale) {
  return rows
    .filter((row) => row.group === group)
    .map((row) => ({ value: row.value, label: row.labels[locale] ?? row.labels.en ?? row.value }));
}
