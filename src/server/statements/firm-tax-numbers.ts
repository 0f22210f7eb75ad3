import type { Market } from '../../shared/markets/markets';
import type { AppSettings } from '../../shared/settings/settings.contract';
import type { StatementFirm } from './build-statements';

/** The firm's identifiers a statement of one market prints: its business number, its GST number. */
export interface FirmTaxNumbers {
  businessNumber: string | null;
  gstNumber: string | null;
}

/**
 * The firm's identifiers in a market, as a statement records them at issue (decision 0094). The
 * `firm` setting holds the number of the firm's home market (AU when none is chosen); an NZ
 * statement reads the NZBN and GST number of `firm_nz_tax_numbers`. An ABN is never printed as
 * an NZBN: a market whose number is not set prints none rather than the other market's.
 */
export function firmTaxNumbersAtIssue(
  market: Market,
  firm: Pick<AppSettings['firm'], 'market' | 'business_number'>,
  nz: AppSettings['firm_nz_tax_numbers'],
): FirmTaxNumbers {
  const home = (firm.market ?? 'AU') === market ? firm.business_number || null : null;
  if (market === 'AU') return { businessNumber: home, gstNumber: null };
  return { businessNumber: nz.nzbn || home, gstNumber: nz.gst_number || null };
}

/**
 * What a statement prints for the firm: the numbers recorded at issue or, on a statement issued
 * before they were recorded, its one number only where it is this market's.
 */
export function firmTaxNumbersOf(market: Market, firm: StatementFirm): FirmTaxNumbers {
  if (firm.taxNumbers) return firm.taxNumbers;
  const home = (firm.market ?? 'AU') === market ? firm.businessNumber : null;
  return { businessNumber: home, gstNumber: null };
}
