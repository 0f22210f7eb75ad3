import { toE164Mobile } from '../../shared/leads/phone';
import { MARKETS } from '../../shared/markets/markets';
import { searchPattern } from '../leads/lead-filters';

/**
 * What a typed query can be, worked out once for every group: the `LIKE` pattern of the lead
 * lists' own search (partial matches, digits typed with spaces), and the whole values it may
 * equal, each compared on an indexed column so an exact hit is found whatever the book's size.
 */
export interface SearchTerms {
  /** `%text%`, lower case, `%` and `_` escaped (lead-filters.ts). */
  pattern: string;
  /** The text as typed and in capitals: references are stored as `AU-2026-000123`. */
  references: string[];
  /** Lower case, when it has an `@`. */
  email: string | null;
  /** The E.164 mobile of each market it is valid in (`0412 345 678` is AU's +61412345678). */
  mobiles: string[];
  /** The digits of an ABN (11) or NZBN (13), typed with or without spaces. */
  businessNumber: string | null;
}

export function searchTerms(q: string): SearchTerms {
  const digits = q.replace(/[\s-]/g, '');
  return {
    pattern: searchPattern(q),
    references: [...new Set([q, q.toUpperCase()])],
    email: q.includes('@') ? q.toLowerCase() : null,
    mobiles: [...new Set(MARKETS.flatMap((market) => toE164Mobile(q, market) ?? []))],
    businessNumber: /^\d{11}$|^\d{13}$/.test(digits) ? digits : null,
  };
}
