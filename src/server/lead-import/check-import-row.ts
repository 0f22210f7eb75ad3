import {
  createAdminLeadVariantSchema,
  type ApplicationSchemaOptions,
  type TAdminLead,
} from '../../shared/leads/apply.contract';
import { DEFAULT_PRODUCT_SLUG } from '../../shared/leads/lead-fields';
import {
  IMPORT_FIELDS,
  NUMBER_IMPORT_FIELDS,
  type ImportField,
} from '../../shared/lead-import/import-fields';
import type { TImportMapping } from '../../shared/lead-import/lead-import.contract';
import { NZ_REGIONS, type Market, type NzRegion } from '../../shared/markets/markets';
import type { IssueLike } from '../../shared/validation/format-issue';

/** What every row needs: the quick form's fields (contact, amount) and the market. */
const REQUIRED: ReadonlySet<string> = new Set<ImportField>([
  'market',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'amount',
]);

export interface ImportRules {
  mapping: TImportMapping;
  defaultMarket: Market | null;
  schema: ReturnType<typeof createAdminLeadVariantSchema>;
}

/**
 * How a batch's rows are checked (issue 33: "by the same rules as the forms"): the full New lead
 * form's schema on the live options. A row needs what the quick form needs; every other value
 * it gives is held to that field's rule (ABN/NZBN check digits, state of the market, option
 * lists, amount limits), and a field it leaves empty stays empty, as a quick application's do.
 */
export function importRules(
  mapping: TImportMapping,
  defaultMarket: Market | null,
  options: ApplicationSchemaOptions,
): ImportRules {
  return { mapping, defaultMarket, schema: createAdminLeadVariantSchema('apply', options) };
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

/** An NZ region as spreadsheets write it, `AUK`, in its stored ISO form `NZ-AUK`. */
function regionOf(cell: string, market: unknown): string {
  const code = cell.toUpperCase();
  return market === 'NZ' && NZ_REGIONS.includes(`NZ-${code}` as NzRegion) ? `NZ-${code}` : cell;
}

export type CheckedRow = { ok: true; application: TAdminLead } | { ok: false; issues: IssueLike[] };

/** One row against the rules: the application it makes, or every field's issues. */
export function checkImportRow(cells: readonly string[], rules: ImportRules): CheckedRow {
  const input: Record<string, unknown> = {
    variant: 'apply',
    consent: true,
    product: DEFAULT_PRODUCT_SLUG,
  };
  for (const field of IMPORT_FIELDS) {
    const index = rules.mapping[field];
    const cell = index === undefined ? '' : (cells[index] ?? '').trim();
    if (cell === '') continue;
    if (field === 'market') input.market = marketOf(cell);
    else input[field] = NUMBER_IMPORT_FIELDS.has(field) ? wholeNumber(cell) : cell;
  }
  input.market ??= rules.defaultMarket ?? undefined;
  if (typeof input.region === 'string') input.region = regionOf(input.region, input.market);
  const checked = rules.schema.safeParse(input, { reportInput: true });
  if (checked.success) return { ok: true, application: checked.data };
  const issues = (checked.error.issues as IssueLike[]).filter((issue) => {
    const field = String(issue.path[0] ?? '');
    return REQUIRED.has(field) || input[field] !== undefined;
  });
  // Every value given passed its rule and only optional fields are empty: the row stands as
  // given (the schema only trims, and the cells are trimmed already).
  return issues.length > 0
    ? { ok: false, issues }
    : { ok: true, application: input as unknown as TAdminLead };
}
