/**
 * The lead fields a CSV column can fill (issue 33): the New lead form's fields, named as the API
 * and the forms name them, plus the market. Written once: the mapping contract, the header
 * guesses, the row check and the screen all read this list.
 */
export const IMPORT_FIELDS = [
  'market',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'business_name',
  'business_number',
  'business_structure',
  'industry',
  'time_trading',
  'annual_revenue',
  'amount',
  'purpose',
  'term_months',
  'region',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields whose cells are whole numbers. */
export const NUMBER_IMPORT_FIELDS = new Set<ImportField>([
  'annual_revenue',
  'amount',
  'term_months',
]);

/** The most rows one file may hold (the 100,000). */
export const MAX_IMPORT_ROWS = 100_000;
/** The largest file accepted: 100,000 rows of a wide book fit well inside it. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;

/**
 * A batch's life: `uploading` while its rows arrive, `staged` once they are in, `imported`, then
 * `undoing` while the background worker puts its leads back a chunk at a time (decision 0090),
 * and `undone`.
 */
export const IMPORT_BATCH_STATUSES = [
  'uploading',
  'staged',
  'imported',
  'undoing',
  'undone',
] as const;
