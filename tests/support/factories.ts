import { faker } from '@faker-js/faker';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { guestLinks, leads, outbox, partners, users } from '../../src/server/db/schema';
import type { GuestLinkPurpose } from '../../src/shared/deal-room/deal-room';
import { randomToken, sha256 } from '../../src/server/lib/hash';
import { hashPassword } from '../../src/server/auth/passwords';
import { randomReferralCode } from '../../src/server/partners/referral-code';

export const TEST_PASSWORD = 'correct horse battery staple';
// One hash for every test user: argon2 is slow on purpose, tests need not pay it each time.
const passwordHash = hashPassword(TEST_PASSWORD);

type UserRow = typeof users.$inferSelect;
type PartnerRow = typeof partners.$inferSelect;

/**
 * A user; one with role `partner` also gets an ACTIVE partner row (a partner acts as one only
 * once approved), unless `partner: null`. Use createPartner for other statuses.
 */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { partner?: Partial<typeof partners.$inferInsert> | null } = {},
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      name: faker.person.fullName(),
      email: faker.internet
        .email({ provider: `${faker.string.alphanumeric(8)}.test` })
        .toLowerCase(),
      passwordHash: await passwordHash,
      role: 'partner',
      emailVerifiedAt: sql`now()`,
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user insert returned no row');
  if (user.role === 'partner' && options.partner !== null) {
    await insertPartner(db, user.id, { status: 'active', ...options.partner });
  }
  return user;
}

async function insertPartner(
  db: Db,
  userId: string,
  overrides: Partial<typeof partners.$inferInsert>,
): Promise<PartnerRow> {
  const [partner] = await db
    .insert(partners)
    .values({
      userId,
      company: faker.company.name(),
      phone: '+61412345678',
      market: 'AU',
      businessNumber: '51824753556',
      referralCode: randomReferralCode(),
      status: 'active',
      ...overrides,
    })
    .returning();
  if (!partner) throw new Error('partner insert returned no row');
  return partner;
}

/** A partner user and its partner row; status `active` unless overridden. */
export async function createPartner(
  db: Db,
  overrides: Partial<typeof partners.$inferInsert> = {},
  userOverrides: Partial<typeof users.$inferInsert> = {},
): Promise<{ user: UserRow; partner: PartnerRow }> {
  const user = await createUser(db, { ...userOverrides, role: 'partner' }, { partner: null });
  const partner = await insertPartner(db, user.id, overrides);
  return { user, partner };
}

/** A valid full AU application as the /apply form sends it (form_token added by the test). */
export function applicationPayload(overrides: Record<string, unknown> = {}) {
  return {
    variant: 'apply',
    market: 'AU',
    first_name: faker.person.firstName(),
    last_name: faker.person.lastName(),
    email: faker.internet.email({ provider: `${faker.string.alphanumeric(8)}.test` }),
    mobile: '0412 345 678',
    business_name: faker.company.name(),
    business_structure: 'company',
    business_number: '51 824 753 556',
    industry: 'construction',
    time_trading: '2_5y',
    annual_revenue: 1_500_000,
    amount: faker.number.int({ min: 10, max: 400 }) * 1000,
    purpose: 'equipment',
    term_months: 36,
    region: 'NSW',
    consent: true,
    ...overrides,
  };
}

/** A valid AU partner sign-up as the /join form sends it (form_token added by the test). */
export function joinPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Grace Hopper',
    email: faker.internet.email({ provider: `${faker.string.alphanumeric(8)}.test` }).toLowerCase(),
    mobile: '0412 345 678',
    company: `Hopper Advisory ${faker.string.alphanumeric(6)}`,
    market: 'AU',
    business_number: '51 824 753 556',
    password: 'a long enough password',
    password_confirmation: 'a long enough password',
    ...overrides,
  };
}

let leadSequence = 0;

/**
 * A lead written straight to the table (no form, no e-mails), AU unless overridden, with a
 * unique reference. For tests of the back office, which read leads rather than create them.
 */
export async function createLead(
  db: Db,
  overrides: Partial<typeof leads.$inferInsert> = {},
): Promise<typeof leads.$inferSelect> {
  leadSequence += 1;
  const market = overrides.market ?? 'AU';
  const [lead] = await db
    .insert(leads)
    .values({
      reference: `${market}-T${Date.now().toString(36)}-${leadSequence}`,
      market,
      source: 'apply',
      firstName: faker.person.firstName(),
      lastName: faker.person.lastName(),
      email: faker.internet.email().toLowerCase(),
      mobile: market === 'AU' ? '+61412345678' : '+64211234567',
      businessName: faker.company.name(),
      amount: 50_000,
      currency: market === 'AU' ? 'AUD' : 'NZD',
      consentText: 'I agree.',
      consentAt: new Date(),
      consentIp: '127.0.0.1',
      consentUserAgent: 'test',
      // A stage cannot change before the lead exists (leads_stage_after_creation_check): a
      // lead put in its stage long ago was created then, unless the test says otherwise.
      createdAt: overrides.statusChangedAt,
      ...overrides,
    })
    .returning();
  if (!lead) throw new Error('lead insert returned no row');
  return lead;
}

/** An outbox e-mail about a lead, pending unless overridden (status, last_error...). */
export async function createOutboxEmail(
  db: Db,
  overrides: Partial<typeof outbox.$inferInsert> & { leadId: string },
): Promise<typeof outbox.$inferSelect> {
  const [email] = await db
    .insert(outbox)
    .values({
      recipient: faker.internet.email().toLowerCase(),
      template: 'lead-confirmation',
      data: {},
      ...overrides,
    })
    .returning();
  if (!email) throw new Error('outbox insert returned no row');
  return email;
}

/**
 * A working guest link of `purpose` for the lead, as if e-mailed a moment ago; answers its token
 * (only its hash is stored). For tests that need the token without reading the e-mail.
 */
export async function createGuestLink(
  db: Db,
  lead: { id: string; email: string },
  purpose: GuestLinkPurpose,
  createdBy: string,
): Promise<string> {
  const token = randomToken();
  await db.insert(guestLinks).values({
    leadId: lead.id,
    purpose,
    tokenHash: sha256(token),
    sentTo: lead.email,
    createdBy,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** A complete term sheet an admin saves and sends (API tests, the fuzz, the Lighthouse bench). */
export const TERM_SHEET = {
  facility_amount: 80_000,
  interest_rate_type: 'fixed',
  interest_rate: 11.95,
  term_months: 24,
  repayment_amount: 3_765,
  repayment_frequency: 'monthly',
  establishment_fee: 990,
  other_fees: 'Monthly account fee $15',
  security: 'General security agreement over the company',
  conditions: 'Directors guarantee',
  expires_on: '2099-12-31',
} as const;
