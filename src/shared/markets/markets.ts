/**
 * Reference data of the two markets the firm serves (DESIGN.md "Markets"). Codes are stored;
 * names are shown. NZ regions use their ISO 3166-2:NZ codes so that a renamed label never
 * changes stored data.
 */
export const MARKETS = ['AU', 'NZ'] as const;
export type Market = (typeof MARKETS)[number];

export const CURRENCIES = ['AUD', 'NZD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
type AuState = (typeof AU_STATES)[number];

const AU_STATE_NAMES: Record<AuState, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  WA: 'Western Australia',
  SA: 'South Australia',
  TAS: 'Tasmania',
  ACT: 'Australian Capital Territory',
  NT: 'Northern Territory',
};

/** The 16 regions of New Zealand, keyed by ISO 3166-2:NZ code, in the usual north-to-south order. */
const NZ_REGION_NAMES = {
  'NZ-NTL': 'Northland',
  'NZ-AUK': 'Auckland',
  'NZ-WKO': 'Waikato',
  'NZ-BOP': 'Bay of Plenty',
  'NZ-GIS': 'Gisborne',
  'NZ-HKB': "Hawke's Bay",
  'NZ-TKI': 'Taranaki',
  'NZ-MWT': 'Manawatū-Whanganui',
  'NZ-WGN': 'Wellington',
  'NZ-TAS': 'Tasman',
  'NZ-NSN': 'Nelson',
  'NZ-MBH': 'Marlborough',
  'NZ-WTC': 'West Coast',
  'NZ-CAN': 'Canterbury',
  'NZ-OTA': 'Otago',
  'NZ-STL': 'Southland',
} as const;
export type NzRegion = keyof typeof NZ_REGION_NAMES;
export const NZ_REGIONS = Object.keys(NZ_REGION_NAMES) as NzRegion[];

export interface MarketInfo {
  code: Market;
  currency: Currency;
  /** Country whose numbering plan applies to phone numbers (libphonenumber-js). */
  phoneCountry: 'AU' | 'NZ';
  businessNumber: 'ABN' | 'NZBN';
  /** The firm's clock in this market: a date typed in a filter is a whole day here. */
  timeZone: 'Australia/Sydney' | 'Pacific/Auckland';
  /** States for AU, regions for NZ: code and name. */
  regions: readonly { code: string; name: string }[];
  /** GST on a registered partner's commission, in basis points (AU 10 %, NZ 15 %; issue 35). */
  gstRateBasisPoints: number;
}

export const MARKET_INFO: Record<Market, MarketInfo> = {
  AU: {
    code: 'AU',
    currency: 'AUD',
    phoneCountry: 'AU',
    businessNumber: 'ABN',
    timeZone: 'Australia/Sydney',
    regions: AU_STATES.map((code) => ({ code, name: AU_STATE_NAMES[code] })),
    gstRateBasisPoints: 1000,
  },
  NZ: {
    code: 'NZ',
    currency: 'NZD',
    phoneCountry: 'NZ',
    businessNumber: 'NZBN',
    timeZone: 'Pacific/Auckland',
    regions: NZ_REGIONS.map((code) => ({ code, name: NZ_REGION_NAMES[code] })),
    gstRateBasisPoints: 1500,
  },
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

export function currencyOf(market: Market): Currency {
  return MARKET_INFO[market].currency;
}

export function isRegionOf(market: Market, region: string): boolean {
  return MARKET_INFO[market].regions.some((item) => item.code === region);
}

/** A state's or region's name from its code ("VIC" → "Victoria"); an unknown code as given. */
export function regionName(code: string): string {
  const found = MARKETS.flatMap((market) => MARKET_INFO[market].regions).find(
    (region) => region.code === code,
  );
  return found?.name ?? code;
}
