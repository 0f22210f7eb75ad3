import { formatAbn } from '../leads/abn';
import { compactBusinessNumber } from '../leads/business-number';
import { MARKET_INFO, type Market } from '../markets/markets';

/**
 * A business number as a tax invoice prints it, named by its own market's term in every
 * language (decision 0094: the ATO and IRD terms are never translated): "ABN 51 824 753 556" as
 * the ABR writes it, "NZBN 9429041525746" as the NZBN register does (one run of 13 digits).
 */
export function businessNumberLabel(market: Market, number: string): string {
  const shown = market === 'AU' ? formatAbn(number) : compactBusinessNumber(number);
  return `${MARKET_INFO[market].businessNumber} ${shown}`;
}

/** An NZ GST (IRD) number as Inland Revenue prints it: "49-091-850" or "123-456-789". */
export function formatNzGstNumber(value: string): string {
  const digits = compactBusinessNumber(value);
  if (!/^\d{8,9}$/.test(digits)) return value;
  return `${digits.slice(0, -6)}-${digits.slice(-6, -3)}-${digits.slice(-3)}`;
}
