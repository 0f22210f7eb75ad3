import { randomUUID } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import { FALLBACK_LOCALE, SUPPORTED_LOCALES, type Locale } from '../../shared/i18n/locales';
import type { Market } from '../../shared/markets/markets';
import type { PartnerStatus } from '../../shared/partners/partner-status';
import type { partners, users } from '../db/schema';
import { randomReferralCode } from '../partners/referral-code';
import { demoAbn, demoNzbn } from './business-numbers';
import { PARTNER_TRADE, demoBusinessName, demoEmail, demoMobile } from './demo-contacts';

type UserInsert = typeof users.$inferInsert;
type PartnerInsert = typeof partners.$inferInsert;

/** What the lead generator needs to know of a demo partner. */
export interface DemoPartner {
  id: string;
  market: Market;
  status: PartnerStatus;
  referralCode: string;
  /** How many leads this partner sends compared with others: a few send most. */
  weight: number;
}

export interface DemoAccountContext {
  fakers: Record<Market, Faker>;
  /** Shared draws (market, status): one stream, so a seed gives the same data. */
  rng: Faker;
  passwordHash: string;
  /** Appended to e-mail addresses so that a second seed never reuses one. */
  emailTag: number;
  now: Date;
}

const DAY_MS = 86_400_000;
/** Share of leads and partners in Australia; the rest in New Zealand. */
const AU_SHARE = 0.7;

export function demoMarket(rng: Faker): Market {
  return rng.number.float() < AU_SHARE ? 'AU' : 'NZ';
}

const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== FALLBACK_LOCALE);

/** Mostly English; one person in ten prefers another language the app offers. */
export function demoLocale(rng: Faker): Locale {
  return rng.number.float() < 0.9 ? FALLBACK_LOCALE : rng.helpers.arrayElement(OTHER_LOCALES);
}

export function demoBusinessNumber(faker: Faker, market: Market): string {
  const randomInt = (max: number) => faker.number.int(max);
  return market === 'AU' ? demoAbn(randomInt) : demoNzbn(randomInt);
}

function demoUser(context: DemoAccountContext, market: Market, role: 'admin' | 'partner') {
  const faker = context.fakers[market];
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const tag = context.emailTag;
  context.emailTag += 1;
  return {
    id: randomUUID(),
    name: `${firstName} ${lastName}`,
    email: demoEmail(faker, firstName, lastName, String(tag)),
    passwordHash: context.passwordHash,
    role,
    locale: demoLocale(context.rng),
  } satisfies UserInsert;
}

/** Back-office users: verified, signed in with the demo password. */
export function demoAdmins(
  context: DemoAccountContext,
  count: number,
): (UserInsert & { id: string })[] {
  const since = new Date(context.now.getTime() - 800 * DAY_MS);
  return Array.from({ length: count }, () => ({
    ...demoUser(context, 'AU', 'admin'),
    emailVerifiedAt: since,
    createdAt: since,
    updatedAt: since,
  }));
}

/**
 * Partner users and their partner rows: mostly active (approved two years ago or so, before the
 * leads they send), some pending (joined lately, not yet approved), some suspended.
 */
export function demoPartners(
  context: DemoAccountContext,
  count: number,
  adminIds: readonly string[],
): { users: UserInsert[]; partners: PartnerInsert[]; refs: DemoPartner[] } {
  const { rng, now } = context;
  const result = {
    users: [] as UserInsert[],
    partners: [] as PartnerInsert[],
    refs: [] as DemoPartner[],
  };
  const codes = new Set<string>();
  for (let index = 0; index < count; index += 1) {
    const market = demoMarket(rng);
    const faker = context.fakers[market];
    const status = rng.helpers.weightedArrayElement<PartnerStatus>([
      { value: 'active', weight: 80 },
      { value: 'pending', weight: 12 },
      { value: 'suspended', weight: 8 },
    ]);
    const joinedDaysAgo =
      status === 'pending'
        ? rng.number.float({ min: 0.5, max: 45 })
        : rng.number.float({ min: 560, max: 760 });
    const joinedAt = new Date(now.getTime() - joinedDaysAgo * DAY_MS);
    const approvedAt =
      status === 'pending'
        ? null
        : new Date(joinedAt.getTime() + rng.number.float({ min: 0.1, max: 5 }) * DAY_MS);
    let referralCode = randomReferralCode((size) => rng.number.int(size - 1));
    while (codes.has(referralCode))
      referralCode = randomReferralCode((size) => rng.number.int(size - 1));
    codes.add(referralCode);

    const user = {
      ...demoUser(context, market, 'partner'),
      emailVerifiedAt: joinedAt,
      createdAt: joinedAt,
      updatedAt: approvedAt ?? joinedAt,
    };
    const id = randomUUID();
    result.users.push(user);
    result.partners.push({
      id,
      userId: user.id,
      company: demoBusinessName(faker, market, PARTNER_TRADE),
      phone: demoMobile(faker, market),
      market,
      businessNumber: demoBusinessNumber(faker, market),
      referralCode,
      status,
      approvedBy: approvedAt ? rng.helpers.arrayElement(adminIds) : null,
      approvedAt,
      createdAt: joinedAt,
      updatedAt: approvedAt ?? joinedAt,
    });
    // Pareto-like: most partners send a handful of leads, a few send hundreds.
    result.refs.push({ id, market, status, referralCode, weight: 0.05 + rng.number.float() ** 4 });
  }
  return result;
}
