import type { Faker } from '@faker-js/faker';
import type { BUSINESS_STRUCTURES } from '../../shared/leads/lead-fields';
import type { LeadSource } from '../../shared/leads/lead-sources';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { ApplyVariant } from '../../shared/leads/apply.contract';
import type { DemoPartner } from './demo-accounts';

type Weighted<T> = { value: T; weight: number }[];

/** Where people live and trade, roughly: shares of businesses by state or region. */
const REGION_WEIGHTS: Record<string, number> = {
  NSW: 32,
  VIC: 26,
  QLD: 20,
  WA: 11,
  SA: 7,
  TAS: 2,
  ACT: 2,
  NT: 1,
  'NZ-AUK': 34,
  'NZ-CAN': 13,
  'NZ-WGN': 10,
  'NZ-WKO': 10,
  'NZ-BOP': 7,
  'NZ-MWT': 5,
  'NZ-OTA': 5,
  'NZ-HKB': 4,
  'NZ-NTL': 4,
  'NZ-TKI': 3,
  'NZ-STL': 2,
  'NZ-NSN': 1,
  'NZ-TAS': 1,
  'NZ-MBH': 1,
  'NZ-GIS': 1,
  'NZ-WTC': 1,
};
const REGIONS: Record<Market, Weighted<string>> = {
  AU: MARKET_INFO.AU.regions.map(({ code }) => ({
    value: code,
    weight: REGION_WEIGHTS[code] ?? 1,
  })),
  NZ: MARKET_INFO.NZ.regions.map(({ code }) => ({
    value: code,
    weight: REGION_WEIGHTS[code] ?? 1,
  })),
};

export function demoRegion(rng: Faker, market: Market): string {
  return rng.helpers.weightedArrayElement(REGIONS[market]);
}

const GUEST_SOURCES: Weighted<LeadSource> = [
  { value: 'apply', weight: 45 },
  { value: 'apply-now', weight: 25 },
  { value: 'apply-quick', weight: 20 },
  { value: 'admin', weight: 10 },
];
const VARIANTS: Weighted<ApplyVariant> = [
  { value: 'apply', weight: 50 },
  { value: 'apply-now', weight: 30 },
  { value: 'apply-quick', weight: 20 },
];

/**
 * Where a lead came from and which form it filled: a partner's lead came through their link
 * (or was keyed in by an admin); others through one of the guest forms, or an admin.
 * An admin keys in every field, as the full form asks.
 */
export function demoOrigin(
  rng: Faker,
  partner: DemoPartner | null,
): { source: LeadSource; variant: ApplyVariant } {
  const source: LeadSource = partner
    ? rng.number.float() < 0.85
      ? 'partner-link'
      : 'admin'
    : rng.helpers.weightedArrayElement(GUEST_SOURCES);
  if (source === 'admin') return { source, variant: 'apply' };
  if (source === 'partner-link')
    return { source, variant: rng.helpers.weightedArrayElement(VARIANTS) };
  return { source, variant: source };
}

/** $10k to $2M in whole dollars, small loans far more common, rounded as people ask. */
export function demoAmount(rng: Faker): number {
  const min = 10_000;
  const max = 2_000_000;
  const raw = min * (max / min) ** (rng.number.float() ** 1.6);
  const step = raw < 100_000 ? 1_000 : raw < 500_000 ? 5_000 : 10_000;
  return Math.min(max, Math.max(min, Math.round(raw / step) * step));
}

export function demoAnnualRevenue(rng: Faker, amount: number): number {
  return Math.round((amount * rng.number.float({ min: 1.5, max: 15 })) / 10_000) * 10_000;
}

const STRUCTURES: Weighted<(typeof BUSINESS_STRUCTURES)[number]> = [
  { value: 'company', weight: 55 },
  { value: 'sole_trader', weight: 20 },
  { value: 'trust', weight: 15 },
  { value: 'partnership', weight: 10 },
];
export const demoStructure = (rng: Faker) => rng.helpers.weightedArrayElement(STRUCTURES);

const TERMS = [6, 12, 12, 18, 24, 24, 36, 36, 36, 48, 60, 60, 84, 120];
export const demoTerm = (rng: Faker) => rng.helpers.arrayElement(TERMS);

const CAMPAIGNS = [
  { utmSource: 'google', utmMedium: 'cpc', referrer: 'https://www.google.com/' },
  { utmSource: 'facebook', utmMedium: 'social', referrer: 'https://www.facebook.com/' },
  { utmSource: 'linkedin', utmMedium: 'social', referrer: 'https://www.linkedin.com/' },
  { utmSource: 'newsletter', utmMedium: 'email', referrer: null },
  { utmSource: 'bing', utmMedium: 'cpc', referrer: 'https://www.bing.com/' },
];
const CAMPAIGN_NAMES = ['eofy', 'cash-flow', 'equipment-finance', 'spring-offer', 'brand'];

/** Attribution of a guest's visit: a third came from a campaign, some from a search page. */
export function demoAttribution(rng: Faker) {
  const draw = rng.number.float();
  if (draw < 0.35) {
    const campaign = rng.helpers.arrayElement(CAMPAIGNS);
    return { ...campaign, utmCampaign: rng.helpers.arrayElement(CAMPAIGN_NAMES) };
  }
  const referrer = draw < 0.55 ? 'https://www.google.com/' : null;
  return { utmSource: null, utmMedium: null, utmCampaign: null, referrer };
}

/**
 * Picks a partner of the market in proportion to their weight (binary search over running
 * totals): cheap enough for a million leads. Pending partners send nothing: they cannot yet.
 */
export function partnerPicker(partners: readonly DemoPartner[], market: Market) {
  const candidates = partners.filter((p) => p.market === market && p.status !== 'pending');
  const totals: number[] = [];
  let total = 0;
  for (const partner of candidates) totals.push((total += partner.weight));
  return (rng: Faker): DemoPartner | null => {
    if (candidates.length === 0) return null;
    const target = rng.number.float() * total;
    let low = 0;
    let high = totals.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((totals[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return candidates[low] ?? null;
  };
}
