import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * What identifies an erased applicant in text the firm wrote about them (e-mails, digests,
 * other leads' timelines, import files): read from their leads before these are blanked.
 * `strong` are the values whole enough to find them by (full name, address, mobile, business
 * name); `all` adds the first and last name alone, taken out of text already known to be theirs.
 */
export interface PersonTraces {
  emails: string[];
  strong: string[];
  all: string[];
  /** Their mobiles' digits without the country code and leading 0 (491570156). */
  mobileDigits: string[];
  /** Each lead's first and last name, lower case: an import row holding both is theirs. */
  namePairs: string[][];
}

export interface TraceSource {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  businessName: string | null;
}

const COUNTRY_CODES = /^(61|64)0?/;

const byLength = (values: Iterable<string>) =>
  [...new Set([...values].map((value) => value.trim()).filter((value) => value.length >= 2))].sort(
    (a, b) => b.length - a.length,
  );

export function personTraces(sources: TraceSource[]): PersonTraces {
  const emails = byLength(sources.map((source) => source.email.toLowerCase()));
  const strong = byLength(
    sources.flatMap((source) => [
      `${source.firstName} ${source.lastName}`,
      source.email,
      source.mobile,
      source.businessName ?? '',
    ]),
  ).filter((value) => value.length >= 5);
  const all = byLength([
    ...strong,
    ...sources.flatMap((source) => [source.firstName, source.lastName]),
  ]);
  const mobileDigits = byLength(
    sources.map((source) => source.mobile.replace(/\D/g, '').replace(COUNTRY_CODES, '')),
  ).filter((digits) => digits.length >= 8);
  const namePairs = sources
    .map((source) => [source.firstName, source.lastName].map((name) => name.trim().toLowerCase()))
    .filter((pair) => pair.every(Boolean));
  return { emails, strong, all, mobileDigits, namePairs };
}

/** `column` (text or JSON, read as its text) holds one of `values`, in any case. */
export function textHoldsAny(column: SQLWrapper, values: string[]): SQL | undefined {
  if (values.length === 0) return undefined;
  // As JSON writes them (a quote or backslash escaped), then as LIKE reads them.
  const patterns = values.map(
    (value) =>
      `%${JSON.stringify(value)
        .slice(1, -1)
        .replace(/[\\%_]/g, '\\$&')}%`,
  );
  return sql`${column}::text ilike any(array[${sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  )}])`;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `value` (a string, or JSON of any depth) with every trace of the person taken out. */
export function withoutTraces<T>(value: T, traces: PersonTraces): T {
  if (traces.all.length === 0) return value;
  const pattern = new RegExp(traces.all.map(escapeRegExp).join('|'), 'gi');
  const scrub = (item: unknown): unknown => {
    if (typeof item === 'string')
      return item
        .replace(pattern, '')
        .replace(/\s{2,}/g, ' ')
        .trim();
    if (Array.isArray(item)) return item.map(scrub);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, scrub(inner)]));
    return item;
  };
  return scrub(value) as T;
}
