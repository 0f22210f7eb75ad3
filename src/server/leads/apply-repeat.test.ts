import { and, eq, sql } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leadEvents, leads, outbox, settings } from '../db/schema';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

// Decision 0052: every case of a second application by the same person.

let t: TestApp;
let partnerA: Awaited<ReturnType<typeof createPartner>>;
let partnerB: Awaited<ReturnType<typeof createPartner>>;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
  partnerA = await createPartner(t.db, { company: 'Alpha Advisory' }, { locale: 'fr' });
  partnerB = await createPartner(t.db, { company: 'Beta Brokers' });
});
afterAll(() => t.close());

async function apply(payload: Record<string, unknown>) {
  const response = await t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...payload },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { reference: string | null; message: string; repeat: boolean };
}

const leadsOf = (email: string) =>
  t.db
    .select()
    .from(leads)
    .where(eq(sql`lower(${leads.email})`, email.trim().toLowerCase()))
    .orderBy(leads.createdAt);
const eventsOf = (leadId: string, type: string) =>
  t.db
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.type, type)));
const mailOf = (leadId: string, template: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.leadId, leadId), eq(outbox.template, template)));

const quick = (email: string, extra: Record<string, unknown> = {}) => ({
  variant: 'apply-quick',
  market: 'AU',
  first_name: 'Jordan',
  last_name: 'Guest',
  email,
  mobile: '0412 345 678',
  amount: 25_000,
  consent: true,
  ...extra,
});
const full = (email: string, extra: Record<string, unknown> = {}) =>
  applicationPayload({ first_name: 'Jordan', last_name: 'Guest', email, amount: 25_000, ...extra });
const nz = (email: string) =>
  applicationPayload({
    email,
    market: 'NZ',
    mobile: '021 123 4567',
    business_number: '9429046393920',
    region: 'NZ-AUK',
  });

interface RepeatCase {
  name: string;
  first: (email: string) => Record<string, unknown>;
  /** Hours the first lead is made older by before the second application. */
  ageHours?: number;
  second: (email: string) => Record<string, unknown>;
  joined: boolean;
  check: (leadsAfter: (typeof leads.$inferSelect)[]) => Promise<void>;
}

const CASES: RepeatCase[] = [
  {
    name: 'same market: empty fields filled, differing answers kept in the timeline',
    first: (email) => quick(email),
    second: (email) => full(email, { amount: 250_000, first_name: 'Jo' }),
    joined: true,
    async check([lead]) {
      expect(lead).toMatchObject({
        firstName: 'Jordan',
        amount: 25_000,
        businessNumber: '51824753556',
        region: 'NSW',
        annualRevenue: 1_500_000,
        termMonths: 36,
        version: 2,
      });
      expect(lead!.businessName).toBeTruthy();
      const [repeat] = await eventsOf(lead!.id, 'repeat_enquiry');
      expect(repeat?.data).toMatchObject({
        filled: { business_number: '51824753556', region: 'NSW', term_months: 36 },
        differences: {
          amount: { answered: 250_000, lead: 25_000 },
          first_name: { answered: 'Jo', lead: 'Jordan' },
        },
      });
      // The reference goes to the applicant by e-mail, as for a new application.
      expect(await mailOf(lead!.id, 'lead-confirmation')).toHaveLength(2);
    },
  },
  {
    name: "other market: a new lead with that market's reference",
    first: (email) => full(email),
    second: (email) => nz(email),
    joined: false,
    async check([au, nzLead]) {
      expect(au).toMatchObject({ market: 'AU', version: 1 });
      expect(nzLead?.market).toBe('NZ');
      expect(nzLead?.reference).toMatch(/^NZ-\d{4}-\d{6}$/);
    },
  },
  {
    name: 'direct then referral: the partner is credited, the timeline says so, the partner is told',
    first: (email) => full(email),
    second: (email) => full(email, { referral_code: partnerA.partner.referralCode }),
    joined: true,
    async check([lead]) {
      expect(lead).toMatchObject({ partnerId: partnerA.partner.id, source: 'apply' });
      const [credited] = await eventsOf(lead!.id, 'partner_changed');
      expect(credited?.data).toEqual({
        before: null,
        after: { id: partnerA.partner.id, company: 'Alpha Advisory' },
        by: 'referral',
      });
      const notices = await mailOf(lead!.id, 'lead-partner-notice');
      expect(notices.map((row) => [row.recipient, row.locale])).toEqual([
        [partnerA.user.email, 'fr'],
      ]);
    },
  },
  {
    name: 'direct then referral 10 days later, within the attribution window: credited',
    first: (email) => full(email),
    ageHours: 240,
    second: (email) => quick(email, { referral_code: partnerA.partner.referralCode }),
    joined: true,
    async check([lead]) {
      expect(lead?.partnerId).toBe(partnerA.partner.id);
    },
  },
  {
    name: 'referral then direct: the lead stays credited',
    first: (email) => full(email, { referral_code: partnerA.partner.referralCode }),
    second: (email) => full(email),
    joined: true,
    async check([lead]) {
      expect(lead?.partnerId).toBe(partnerA.partner.id);
      expect(await eventsOf(lead!.id, 'partner_changed')).toHaveLength(0);
    },
  },
  {
    name: 'referral then another partner: not moved, the other referral recorded',
    first: (email) => full(email, { referral_code: partnerA.partner.referralCode }),
    second: (email) => full(email, { referral_code: partnerB.partner.referralCode }),
    joined: true,
    async check([lead]) {
      expect(lead?.partnerId).toBe(partnerA.partner.id);
      const [repeat] = await eventsOf(lead!.id, 'repeat_enquiry');
      expect(repeat?.data).toMatchObject({
        other_partner: { id: partnerB.partner.id, company: 'Beta Brokers' },
      });
      const notices = await mailOf(lead!.id, 'lead-partner-notice');
      expect(notices.map((row) => row.recipient)).toEqual([partnerA.user.email]);
    },
  },
  {
    name: 'case and spaces in the e-mail: the same person',
    first: (email) => full(email),
    second: (email) => quick(`  ${email.toUpperCase()} `),
    joined: true,
    async check([lead]) {
      expect(await eventsOf(lead!.id, 'repeat_enquiry')).toHaveLength(1);
    },
  },
  {
    name: 'outside the window: a new lead',
    first: (email) => full(email),
    ageHours: 25,
    second: (email) => full(email),
    joined: false,
    async check([older, newer]) {
      expect(older?.reference).not.toBe(newer?.reference);
    },
  },
  {
    name: 'a referral after the attribution window: a new lead, credited to the partner',
    first: (email) => full(email),
    ageHours: 31 * 24,
    second: (email) => full(email, { referral_code: partnerA.partner.referralCode }),
    joined: false,
    async check([older, newer]) {
      expect(older?.partnerId).toBeNull();
      expect(newer?.partnerId).toBe(partnerA.partner.id);
    },
  },
];

describe('a second application by the same person (decision 0052)', () => {
  it.each(CASES)('$name', async (repeatCase) => {
    const email = `Repeat.${faker.string.alphanumeric(10)}@Example.test`;
    const first = await apply(repeatCase.first(email));
    expect(first.repeat).toBe(false);
    if (repeatCase.ageHours) {
      await t.db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - repeatCase.ageHours * 3_600_000) })
        .where(eq(leads.reference, first.reference!));
    }
    const second = await apply(repeatCase.second(email));
    const after = await leadsOf(email);
    if (repeatCase.joined) {
      // The page learns only that the firm has the request, never the reference.
      expect(second).toMatchObject({ repeat: true, reference: null });
      expect(second.message).not.toContain(first.reference);
      expect(after).toHaveLength(1);
    } else {
      expect(second.repeat).toBe(false);
      expect(second.reference).not.toBe(first.reference);
      expect(after).toHaveLength(2);
    }
    await repeatCase.check(after);
  });

  it('makes one lead of two identical posts sent at the same moment', async () => {
    const email = `race-${faker.string.alphanumeric(10)}@example.test`;
    const answers = await Promise.all([apply(full(email)), apply(full(email))]);
    expect(answers.map((answer) => answer.repeat).sort()).toEqual([false, true]);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('reads the attribution window from the settings', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'referral_attribution_days', value: 5 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 5 } });
    try {
      const email = `window-${faker.string.alphanumeric(10)}@example.test`;
      const first = await apply(full(email));
      await t.db
        .update(leads)
        .set({ createdAt: new Date(Date.now() - 6 * 24 * 3_600_000) })
        .where(eq(leads.reference, first.reference!));
      const second = await apply(full(email, { referral_code: partnerA.partner.referralCode }));
      expect(second.repeat).toBe(false);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'referral_attribution_days'));
    }
  });
});
