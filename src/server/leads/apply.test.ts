import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { leadEvents, leads, outbox, settings } from '../db/schema';
import { referenceYear } from './lead-reference';
import { TEST_APP_KEY, filledFormToken } from './leads.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function apply(
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/api/apply',
    payload: { form_token: filledFormToken(), ...applicationPayload(overrides) },
    headers: { 'user-agent': 'vitest-browser/1.0', ...headers },
  });
}

async function leadByReference(reference: string) {
  const [lead] = await t.db.select().from(leads).where(eq(leads.reference, reference));
  if (!lead) throw new Error(`no lead ${reference}`);
  return lead;
}

const eventsOf = (leadId: string) =>
  t.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId));
const mailOf = (leadId: string) => t.db.select().from(outbox).where(eq(outbox.leadId, leadId));

describe('POST /api/apply', () => {
  it('stores a full AU lead with reference, consent, attribution fields and a created event', async () => {
    const response = await apply(
      {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'spring',
        referrer: 'https://example.com/article',
      },
      { 'accept-language': 'fr-FR,fr;q=0.9' },
    );
    expect(response.statusCode).toBe(200);
    const { reference, message } = response.json();
    expect(reference).toMatch(new RegExp(`^AU-${referenceYear('AU', new Date())}-\\d{6}$`));
    expect(message).toContain(reference);
    expect(message).toMatch(/Merci/);

    const lead = await leadByReference(reference);
    expect(lead).toMatchObject({
      market: 'AU',
      currency: 'AUD',
      status: 'new',
      source: 'apply',
      partnerId: null,
      productSlug: 'single-event',
      mobile: '+61412345678',
      businessNumber: '51824753556',
      region: 'NSW',
      locale: 'fr',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      referrer: 'https://example.com/article',
      consentIp: '127.0.0.1',
      consentUserAgent: 'vitest-browser/1.0',
    });
    expect(lead.consentText).toMatch(/J’accepte/);
    expect(lead.consentAt).toBeInstanceOf(Date);

    const events = await eventsOf(lead.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'created',
      actorType: 'guest',
      data: expect.objectContaining({ source: 'apply', partner_id: null }),
    });
  });

  it('stores an NZ lead in NZD with its region and NZBN, numbered in its own series', async () => {
    const response = await apply({
      market: 'NZ',
      mobile: '021 123 4567',
      business_number: '9429046393920',
      region: 'NZ-MWT',
    });
    expect(response.statusCode).toBe(200);
    const reference = response.json().reference as string;
    expect(reference).toMatch(/^NZ-\d{4}-\d{6}$/);
    const lead = await leadByReference(reference);
    expect(lead).toMatchObject({ currency: 'NZD', region: 'NZ-MWT', mobile: '+64211234567' });
  });

  it('numbers concurrent applications without gaps or repeats', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        apply({
          market: 'NZ',
          mobile: '021 123 4567',
          business_number: '9429046393920',
          region: 'NZ-AUK',
        }),
      ),
    );
    const numbers = responses.map((response) => Number(response.json().reference.slice(-6)));
    expect(new Set(numbers).size).toBe(6);
    expect(Math.max(...numbers) - Math.min(...numbers)).toBe(5);
  });

  it('accepts the quick variant with only name, e-mail, mobile, market and amount', async () => {
    const { first_name, last_name, email } = applicationPayload();
    const response = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: {
        variant: 'apply-quick',
        market: 'AU',
        first_name,
        last_name,
        email,
        mobile: '+61 412 345 678',
        amount: 25_000,
        consent: true,
        form_token: filledFormToken(),
      },
    });
    expect(response.statusCode).toBe(200);
    const lead = await leadByReference(response.json().reference);
    expect(lead).toMatchObject({ source: 'apply-quick', businessName: null, region: null });
  });

  it('queues the applicant confirmation and the admin notification with the lead', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'notification_recipients', value: ['ops@lendref.test', 'Boss@LendRef.test'] })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: ['ops@lendref.test', 'Boss@LendRef.test'] },
      });
    const email = 'applicant-mail@example.test';
    const response = await apply({ email }, { 'accept-language': 'es' });
    const lead = await leadByReference(response.json().reference);
    const mail = await mailOf(lead.id);
    expect(mail.map((row) => [row.template, row.recipient, row.locale]).sort()).toEqual(
      [
        ['lead-admin-notification', 'boss@lendref.test', 'en'],
        ['lead-admin-notification', 'ops@lendref.test', 'en'],
        ['lead-confirmation', email, 'es'],
      ].sort(),
    );
    expect(mail.every((row) => row.status === 'pending')).toBe(true);
    await t.db.delete(settings).where(eq(settings.key, 'notification_recipients'));
  });

  it('falls back to active admins when no recipients are set', async () => {
    const admin = await t.signIn('admin');
    const response = await apply();
    const lead = await leadByReference(response.json().reference);
    const recipients = (await mailOf(lead.id))
      .filter((row) => row.template === 'lead-admin-notification')
      .map((row) => row.recipient);
    expect(recipients).toContain(admin.user.email);
  });
});

describe('attribution by referral code', () => {
  it('names the referrer of an active code and attributes the lead, telling the partner', async () => {
    const { partner, user } = await createPartner(t.db, { company: 'Acme Advisory' });
    const referrer = await t.request({
      method: 'GET',
      url: `/api/apply/referrer/${partner.referralCode}`,
    });
    expect(referrer.json()).toEqual({ company: 'Acme Advisory' });

    const response = await apply({ referral_code: partner.referralCode });
    expect(response.statusCode).toBe(200);
    const lead = await leadByReference(response.json().reference);
    expect(lead).toMatchObject({ partnerId: partner.id, source: 'partner-link' });
    const [created] = await eventsOf(lead.id);
    expect(created?.data).toMatchObject({ source: 'partner-link', partner_id: partner.id });
    const notice = (await mailOf(lead.id)).find((row) => row.template === 'lead-partner-notice');
    expect(notice?.recipient).toBe(user.email);
  });

  it.each(['unknown', 'suspended', 'pending'] as const)(
    'takes the application unattributed for a %s code, without an error',
    async (kind) => {
      const code =
        kind === 'unknown'
          ? 'nosuchcode'
          : (await createPartner(t.db, { status: kind })).partner.referralCode;
      const referrer = await t.request({ method: 'GET', url: `/api/apply/referrer/${code}` });
      expect(referrer.statusCode).toBe(200);
      expect(referrer.json()).toEqual({ company: null });

      const response = await apply({ referral_code: code });
      expect(response.statusCode).toBe(200);
      const lead = await leadByReference(response.json().reference);
      expect(lead).toMatchObject({ partnerId: null, source: 'apply' });
      const mail = await mailOf(lead.id);
      expect(mail.some((row) => row.template === 'lead-partner-notice')).toBe(false);
      const [created] = await eventsOf(lead.id);
      expect(created?.data).toMatchObject({ referral_code: code, partner_id: null });
    },
  );

  it('answers null for odd codes instead of an error', async () => {
    for (const code of ['x'.repeat(90), '%27%20or%201%3D1', 'ÄÖÜ']) {
      const response = await t.request({ method: 'GET', url: `/api/apply/referrer/${code}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ company: null });
    }
  });
});

// Repeat applications: apply-repeat.test.ts (decision 0052).
