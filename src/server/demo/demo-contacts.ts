import type { Faker } from '@faker-js/faker';
import { toE164Mobile } from '../../shared/leads/phone';
import type { Market } from '../../shared/markets/markets';
import { randomDigits } from './business-numbers';
import { DEMO_TOWNS } from './demo-fakers';

// Mobile ranges in use (04x0–04x9 in Australia, 021/022/027 in New Zealand); every number is
// still checked against the market's numbering plan, as the application form checks it.
const MOBILE_PREFIXES: Record<Market, readonly string[]> = {
  AU: ['040', '041', '042', '043', '046'],
  NZ: ['021', '022', '027'],
};

/** A mobile number in E.164 that the app accepts for the market. */
export function demoMobile(faker: Faker, market: Market): string {
  const randomInt = (max: number) => faker.number.int(max);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const national = `${faker.helpers.arrayElement(MOBILE_PREFIXES[market])}${randomDigits(7, randomInt)}`;
    const e164 = toE164Mobile(national, market);
    if (e164) return e164;
  }
  throw new Error(`no valid ${market} mobile number in ten attempts`);
}

const TRADES: Record<string, readonly string[]> = {
  agriculture: ['Farms', 'Orchards', 'Dairy', 'Vineyards', 'Pastoral Co'],
  construction: ['Constructions', 'Building', 'Plumbing', 'Electrical', 'Civil', 'Roofing'],
  manufacturing: ['Manufacturing', 'Engineering', 'Fabrication', 'Joinery', 'Print'],
  retail: ['Hardware', 'Pharmacy', 'Bikes', 'Florist', 'Outfitters', 'Homewares'],
  wholesale: ['Wholesale', 'Distributors', 'Trading', 'Supplies', 'Imports'],
  hospitality: ['Cafe', 'Bakery', 'Kitchen', 'Hotel', 'Brewing Co', 'Catering'],
  transport: ['Freight', 'Logistics', 'Transport', 'Couriers', 'Haulage'],
  professional_services: ['Accounting', 'Consulting', 'Legal', 'Architects', 'Advisory'],
  health: ['Physiotherapy', 'Dental', 'Medical Centre', 'Vet Clinic', 'Optometry'],
  real_estate: ['Property', 'Realty', 'Developments', 'Estates'],
  information_media: ['Digital', 'Media', 'Software', 'Studios', 'IT Solutions'],
  // Not an industry: the firms that refer applicants (accountants, brokers, advisers).
  referrer: ['Finance', 'Finance Brokers', 'Accountants', 'Advisory', 'Capital'],
};
export const PARTNER_TRADE = 'referrer';
const GENERIC_TRADES = ['Services', 'Group', 'Enterprises', 'Holdings', 'Solutions'];
const LEGAL_SUFFIXES: Record<Market, readonly string[]> = {
  AU: ['Pty Ltd', 'Pty Ltd', 'Pty Ltd', ''],
  NZ: ['Limited', 'Ltd', 'Limited', ''],
};

/** A business name that reads like a real one of its industry, e.g. "Ngata Plumbing Limited". */
export function demoBusinessName(faker: Faker, market: Market, industry?: string | null): string {
  const trade = faker.helpers.arrayElement(TRADES[industry ?? ''] ?? GENERIC_TRADES);
  const owner = faker.number.int(9);
  const name =
    owner < 5
      ? `${faker.person.lastName()} ${trade}`
      : owner < 8
        ? `${faker.helpers.arrayElement(DEMO_TOWNS[market])} ${trade}`
        : `${faker.person.lastName()} & ${faker.person.lastName()}`;
  return `${name} ${faker.helpers.arrayElement(LEGAL_SUFFIXES[market])}`.trim();
}

// Reserved for documentation (RFC 2606): an e-mail the app sends to a demo lead reaches nobody.
const EXAMPLE_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** A person's address on a reserved domain; `tag` makes it unique where accounts need that. */
export function demoEmail(faker: Faker, firstName: string, lastName: string, tag = ''): string {
  const local = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  return `${local}${tag}@${faker.helpers.arrayElement(EXAMPLE_DOMAINS)}`;
}
