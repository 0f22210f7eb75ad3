import { randomUUID } from 'node:crypto';
import type { Faker } from '@faker-js/faker';
import type { Locale } from '../../shared/i18n/locales';
import { currencyOf, type Market } from '../../shared/markets/markets';
import type { leadEvents, leads } from '../db/schema';
import { formatLeadReference, referenceYear } from '../leads/lead-reference';
import { demoBusinessNumber, demoLocale, demoMarket, type DemoPartner } from './demo-accounts';
import { demoBusinessName, demoEmail, demoMobile } from './demo-contacts';
import {
  demoAmount,
  demoAnnualRevenue,
  demoAttribution,
  demoOrigin,
  demoRegion,
  demoStructure,
  demoTerm,
} from './demo-lead-fields';
import { demoTimeline, type ClosingReasons } from './demo-timeline';
import type { ReferenceCounter } from './demo.queries';

type LeadInsert = typeof leads.$inferInsert;
type EventInsert = typeof leadEvents.$inferInsert;

export interface DemoCatalog {
  industries: readonly string[];
  purposes: readonly string[];
  timeTrading: readonly string[];
  reasons: ClosingReasons;
}

export interface DemoLeadContext {
  fakers: Record<Market, Faker>;
  rng: Faker;
  now: Date;
  catalog: DemoCatalog;
  pickPartner: Record<Market, (rng: Faker) => DemoPartner | null>;
  adminIds: readonly string[];
  /** The consent sentence applicants were shown, in their language. */
  consentText: (locale: Locale) => string;
  userAgents: readonly string[];
  /** Updated as references are handed out; written back to the database at the end. */
  counters: Map<string, ReferenceCounter>;
}

/** Share of leads that a partner referred. */
const PARTNER_SHARE = 0.6;

function nextReference(context: DemoLeadContext, market: Market, createdAt: Date): string {
  const year = referenceYear(market, createdAt);
  const key = `${market}-${year}`;
  const counter = context.counters.get(key) ?? { market, year, lastValue: 0 };
  counter.lastValue += 1;
  context.counters.set(key, counter);
  return formatLeadReference(market, year, counter.lastValue);
}

/**
 * One lead as the application form would have stored it, its `created` event as createLead writes
 * it, and one `status_changed` event per step it has gone through since, newest last.
 */
function demoLead(context: DemoLeadContext, createdAt: Date, events: EventInsert[]): LeadInsert {
  const { rng, catalog } = context;
  const market = demoMarket(rng);
  const faker = context.fakers[market];
  const partner = rng.number.float() < PARTNER_SHARE ? context.pickPartner[market](rng) : null;
  const { source, variant } = demoOrigin(rng, partner);
  const full = variant === 'apply';
  const withBusiness = variant !== 'apply-quick';
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const industry = full ? rng.helpers.arrayElement(catalog.industries) : null;
  const amount = demoAmount(rng);
  const locale = demoLocale(rng);
  const ip = rng.internet.ipv4();
  const userAgent = rng.helpers.arrayElement(context.userAgents);
  const attribution =
    source === 'partner-link' || source === 'admin'
      ? { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null }
      : demoAttribution(rng);
  // Random like the app's own ids, so a second seed of the same database never collides.
  const id = randomUUID();

  const creator = source === 'admin' ? rng.helpers.arrayElement(context.adminIds) : null;
  events.push({
    leadId: id,
    type: 'created',
    actorType: creator ? 'user' : 'guest',
    actorUserId: creator,
    data: {
      source,
      variant,
      partner_id: partner?.id ?? null,
      referral_code: source === 'partner-link' ? (partner?.referralCode ?? null) : null,
      ip,
      user_agent: userAgent,
    },
    createdAt,
  });
  const timeline = demoTimeline(rng, createdAt, context.now, catalog.reasons);
  for (const change of timeline.changes) {
    const byAdmin = rng.number.float() < 0.85;
    events.push({
      leadId: id,
      type: 'status_changed',
      actorType: byAdmin ? 'user' : 'system',
      actorUserId: byAdmin ? rng.helpers.arrayElement(context.adminIds) : null,
      data: {
        from: change.from,
        to: change.to,
        ...(change.reason ? { reason: change.reason } : {}),
      },
      createdAt: change.at,
    });
  }
  const lastChange = timeline.changes.at(-1)?.at ?? createdAt;
  const assigned = rng.number.float() < (timeline.status === 'new' ? 0.3 : 0.85);

  return {
    id,
    reference: nextReference(context, market, createdAt),
    market,
    source,
    partnerId: partner?.id ?? null,
    firstName,
    lastName,
    email: demoEmail(faker, firstName, lastName),
    mobile: demoMobile(faker, market),
    businessName: withBusiness ? demoBusinessName(faker, market, industry) : null,
    businessStructure: full ? demoStructure(rng) : null,
    businessNumber: withBusiness ? demoBusinessNumber(faker, market) : null,
    industry,
    timeTrading: full ? rng.helpers.arrayElement(catalog.timeTrading) : null,
    annualRevenue: full ? demoAnnualRevenue(rng, amount) : null,
    amount,
    currency: currencyOf(market),
    purpose: withBusiness ? rng.helpers.arrayElement(catalog.purposes) : null,
    termMonths: withBusiness ? demoTerm(rng) : null,
    region: withBusiness ? demoRegion(rng, market) : null,
    status: timeline.status,
    assignedTo: assigned ? rng.helpers.arrayElement(context.adminIds) : null,
    locale,
    consentText: context.consentText(locale),
    consentAt: createdAt,
    consentIp: ip,
    consentUserAgent: userAgent,
    ...attribution,
    utmTerm: null,
    utmContent: null,
    version: 1 + timeline.changes.length,
    statusChangedAt: lastChange,
    lastActivityAt: lastChange,
    createdAt,
    updatedAt: lastChange,
  };
}

/** Leads created at the given times (oldest first, so references rise with time) and their events. */
export function demoLeadBatch(context: DemoLeadContext, createdAts: readonly Date[]) {
  const events: EventInsert[] = [];
  const rows = createdAts.map((createdAt) => demoLead(context, createdAt, events));
  return { leads: rows, events };
}
