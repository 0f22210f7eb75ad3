import {
  createAdminLeadSchema,
  type ApplicationSchemaOptions,
  type TAdminLead,
} from '../../shared/leads/apply.contract';
import {
  IMPORT_FIELDS,
  NUMBER_IMPORT_FIELDS,
  type ImportField,
} from '../../shared/lead-import/import-fields';
import type { TImportMapping } from '../../shared/lead-import/lead-import.contract';
import type { Market } from '../../shared/markets/markets';
import type { IssueLike } from '../../shared/validation/format-issue';

/** Fields only the full application asks; a file mapping one of them is checked as `apply`. */
const FULL_ONLY: readonly ImportField[] = [
  'business_structure',
  'industry',
  'time_trading',
  'annual_revenue',
];
/** Fields the shorter `apply-now` adds to the quick form. */
const BUSINESS: readonly ImportField[] = [
  'business_name',
  'business_number',
  'region',
  'purpose',
  'term_months',
];

export interface ImportRules {
  mapping: TImportMapping;
  defaultMarket: Market | null;
  schema: ReturnType<typeof createAdminLeadSchema>;
  variant: TAdminLead['variant'];
}

/**
 * How a batch's rows are checked: the New lead form's schema on the live options (issue 33:
 * "by the same rules as the forms"), in the variant whose fields the mapping covers, so a file
 * of names, e-mails and amounts is held to the quick form and not refused for the rest.
 */
export function importRules(
  mapping: TImportMapping,
  defaultMarket: Market | null,
  options: ApplicationSchemaOptions,
): ImportRules {
  const mapped = (field: ImportField) => mapping[field] !== undefined;
  const variant = FULL_ONLY.some(mapped)
    ? 'apply'
    : BUSINESS.some(mapped)
      ? 'apply-now'
      : 'apply-quick';
  return { mapping, defaultMarket, schema: createAdminLeadSchema(options), variant };
}

/** "250 000", "$250,000" or "250.000" as 250000; anything else stays text for the schema to refuse. */
function wholeNumber(cell: string): number | string {
  const compact = cell.replace(/[\s$'’,.]|AUD|NZD/gi, '');
  return /^\d{1,15}$/.test(compact) ? Number(compact) : cell;
}

/** A market cell: AU or NZ in any case, or the country's English name. */
function marketOf(cell: string): string {
  const folded = cell.trim().toUpperCase();
  if (folded === 'AUSTRALIA') return 'AU';
  if (folded === 'NEW ZEALAND') return 'NZ';
  return folded;
}

export type CheckedRow =
  | { ok: true; application: TAdminLead }
  | { ok: false; issues: IssueLike[] };

/** One row against the rules: the application it makes, or every field's issues. */
export function checkImportRow(cells: readonly string[], rules: ImportRules): CheckedRow {
  const input: Record<string, unknown> = { variant: rules.variant, consent: true };
  for (const field of IMPORT_FIELDS) {
    const index = rules.mapping[field];
    const cell = index === undefined ? '' : (cells[index] ?? '').trim();
    if (cell === '') continue;
    if (field === 'market') input.market = marketOf(cell);
    else input[field] = NUMBER_IMPORT_FIELDS.has(field) ? wholeNumber(cell) : cell;
  }
  input.market ??= rules.defaultMarket ?? undefined;
  const checked = rules.schema.safeParse(input, { reportInput: true });
  return checked.success
    ? { ok: true, application: checked.data }
    : { ok: false, issues: checked.error.issues as IssueLike[] };
}
