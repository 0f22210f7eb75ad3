import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, partners, selfBillingAgreements, settings } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import {
  AU_DETAILS,
  NZ_DETAILS,
  savePaymentDetails,
} from '../payment-details/payment-details.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  const firm = {
    legal_name: 'LendRef Finance Pty Ltd',
    market: 'AU',
    business_number: '53004085616',
    credit_licence: '',
    email: '',
    phone: '',
  };
  await t.db.insert(settings).values([
    { key: 'firm', value: firm },
    { key: 'firm_nz_tax_numbers', value: { nzbn: '9429041525746', gst_number: '136410132' } },
  ]);
});
afterAll(() => t.close());

const url = '/api/settings/self-billing';
const partnerOf = async (userId: string) =>
  (await t.db.select().from(partners).where(eq(partners.userId, userId)))[0]!;

describe('the self-billing agreement', () => {
  it("shows the AU text in the partner's language naming both parties; agreeing records the exact text, language and date", async () => {
    const { user, token } = await t.signIn('partner', { locale: 'fr' });
    await savePaymentDetails(t, token, AU_DETAILS);
    // No Accept-Language: the account's language.
    const shown = await t.request({ method: 'GET', url, token });
    expect(shown.statusCode).toBe(200);
    const { text, language, agreement } = shown.json();
    expect(agreement).toBeNull();
    expect(language).toBe('fr');
    expect(text).toContain('Accord de facturation par le destinataire');
    expect(text).toContain('LendRef Finance Pty Ltd (ABN 53 004 085 616)');
    expect(text).toContain('Harbour Referrals Pty Ltd (ABN 51 824 753 556)');
    expect(text).toContain('29-70(3)');

    const before = Date.now();
    const agreed = await t.request({ method: 'POST', url, token, payload: { language, text } });
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().agreement).toMatchObject({ language: 'fr', text, withdrawn_at: null });
    const [row] = await t.db
      .select()
      .from(selfBillingAgreements)
      .where(eq(selfBillingAgreements.partnerId, (await partnerOf(user.id)).id));
    expect(row).toMatchObject({ language: 'fr', text, withdrawnAt: null });
    expect(row!.agreedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);

    const twice = await t.request({ method: 'POST', url, token, payload: { language, text } });
    expect(twice.statusCode).toBe(409);
  });

  it('shows the text in the language the partner reads the app in', async () => {
    const { token } = await t.signIn('partner', { locale: 'en' });
    const shown = await t.request({
      method: 'GET',
      url,
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(shown.json().language).toBe('zh-CN');
    expect(shown.json().text).toContain('收款方开具税务发票（RCTI）协议');
  });

  it('shows the NZ buyer-created text with the GST number', async () => {
    const { token } = await t.signIn(
      'partner',
      {},
      {
        partner: { market: 'NZ', businessNumber: '9429046393920', phone: '+64211234567' },
      },
    );
    await savePaymentDetails(t, token, NZ_DETAILS);
    const { text } = (await t.request({ method: 'GET', url, token })).json();
    expect(text).toContain('Buyer-created tax invoice agreement');
    expect(text).toContain('Kauri Advisers Limited (NZBN 9429046393920, GST number 49-091-850)');
    // The firm by its NZ numbers, never its ABN (decision 0094).
    expect(text).toContain('LendRef Finance Pty Ltd (NZBN 9429041525746, GST number 136-410-132)');
    expect(text).not.toContain('ABN');
    expect(text).toContain('Inland Revenue');
  });

  it('refuses a text other than the one shown now, and records nothing', async () => {
    const { user, token } = await t.signIn('partner');
    const { text } = (await t.request({ method: 'GET', url, token })).json();
    const edited = await t.request({
      method: 'POST',
      url,
      token,
      payload: { language: 'en', text: `${text} And the firm pays double.` },
    });
    expect(edited.statusCode).toBe(409);
    const rows = await t.db
      .select()
      .from(selfBillingAgreements)
      .where(eq(selfBillingAgreements.partnerId, (await partnerOf(user.id)).id));
    expect(rows).toHaveLength(0);
    const bad = await t.request({ method: 'POST', url, token, payload: { language: 'de', text } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.language).toBeDefined();
  });

  it('withdrawing keeps the record with its date; agreeing again makes a new one, the latest counting', async () => {
    const { user, token } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    const nothing = await t.request({ method: 'DELETE', url, token });
    expect(nothing.statusCode).toBe(409);
    const { text, language } = (await t.request({ method: 'GET', url, token })).json();
    await t.request({ method: 'POST', url, token, payload: { language, text } });
    const withdrawn = await t.request({ method: 'DELETE', url, token });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().agreement.withdrawn_at).not.toBeNull();

    const admin = await t.signIn('admin');
    const adminView = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/partners/${partner.id}/payment-details`,
          token: admin.token,
        })
      ).json().self_billing_agreed_at;
    expect(await adminView()).toBeNull();

    const again = await t.request({ method: 'POST', url, token, payload: { language, text } });
    expect(again.json().agreement.withdrawn_at).toBeNull();
    expect(await adminView()).toBe(again.json().agreement.agreed_at);
    const rows = await t.db
      .select()
      .from(selfBillingAgreements)
      .where(eq(selfBillingAgreements.partnerId, partner.id));
    expect(rows).toHaveLength(2);
    const audit = await t.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, partner.id), eq(auditEvents.entityType, 'partner')));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'partner.self_billing_agreed',
      'partner.self_billing_agreed',
      'partner.self_billing_withdrawn',
    ]);
  });

  it("is the partner's own: no id to name another's, admins and guests refused", async () => {
    const a = await t.signIn('partner');
    const { text, language } = (await t.request({ method: 'GET', url, token: a.token })).json();
    await t.request({ method: 'POST', url, token: a.token, payload: { language, text } });
    const b = await t.signIn('partner');
    expect((await t.request({ method: 'GET', url, token: b.token })).json().agreement).toBeNull();
    // B cannot withdraw A's: B has none in force.
    expect((await t.request({ method: 'DELETE', url, token: b.token })).statusCode).toBe(409);
    const admin = await t.signIn('admin');
    expect((await t.request({ method: 'GET', url, token: admin.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
