import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, partnerPaymentDetails, partners, settings } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { codeFor, enrolled } from '../two-factor/two-factor.test-support';
import { openBankAccount } from './bank-account-seal';
import { AU_DETAILS, NZ_DETAILS, savePaymentDetails as save } from './payment-details.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());

const partnerOf = async (userId: string) =>
  (await t.db.select().from(partners).where(eq(partners.userId, userId)))[0]!;
const storedRow = async (partnerId: string) =>
  (
    await t.db
      .select()
      .from(partnerPaymentDetails)
      .where(eq(partnerPaymentDetails.partnerId, partnerId))
  )[0];
const auditOf = (partnerId: string, action: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, partnerId), eq(auditEvents.action, action)));
const daysFromNow = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;

describe('PUT /api/settings/payment-details', () => {
  it('seals the account (no digits in the row), masks it everywhere, holds payouts, e-mails and audits', async () => {
    const { user, token } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    const response = await save(t, token, AU_DETAILS);
    expect(response.statusCode).toBe(200);
    const details = response.json().details;
    expect(details).toMatchObject({
      market: 'AU',
      legal_name: 'Harbour Referrals Pty Ltd',
      business_number: '51824753556',
      gst_registered: true,
      gst_number: null,
      bank_account_masked: '•••678',
      confirmed_at: null,
      ready_for_payout: false,
    });
    expect(daysFromNow(details.payout_hold_until)).toBeGreaterThan(6.9);
    expect(daysFromNow(details.payout_hold_until)).toBeLessThan(7.1);
    expect(response.body).not.toContain('12345678');
    expect(response.body).not.toContain('062000');

    const row = await storedRow(partner.id);
    expect(JSON.stringify(row)).not.toContain('12345678');
    expect(JSON.stringify(row)).not.toContain('062000');
    // Sealed under the app key as the contract with the statements work says.
    expect(openBankAccount(TEST_APP_KEY, row!.bankAccountSealed)).toEqual({
      market: 'AU',
      bsb: '062000',
      accountNumber: '12345678',
    });

    const mine = await t.request({ method: 'GET', url: '/api/settings/payment-details', token });
    expect(mine.json().details.bank_account_masked).toBe('•••678');
    expect(mine.body).not.toContain('12345678');

    const mail = (await deliverMail(t.db)).filter((sent) => sent.to === user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toContain('bank details were changed');
    expect(mail[0]!.text).toContain('•••678');
    expect(mail[0]!.text).toContain('7 days');
    expect(mail[0]!.text).not.toContain('12345678');

    const [audit] = await auditOf(partner.id, 'partner.bank_details_changed');
    expect(audit?.actorUserId).toBe(user.id);
    expect(audit?.after).toMatchObject({ bank_account: '•••678' });
    expect(JSON.stringify(audit)).not.toContain('12345678');
  });

  it("e-mails in the partner's language, to the address on file", async () => {
    const { user, token } = await t.signIn('partner', { locale: 'fr' });
    expect((await save(t, token, AU_DETAILS)).statusCode).toBe(200);
    const [mail] = (await deliverMail(t.db)).filter((sent) => sent.to === user.email);
    expect(mail?.subject).toContain('coordonnées bancaires');
    expect(mail?.text).toContain('•••678');
  });

  it('refuses a wrong or missing password, and saves nothing', async () => {
    const { user, token } = await t.signIn('partner');
    const wrong = await save(t, token, { ...AU_DETAILS, current_password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['current_password']);
    const missing = await save(t, token, { ...AU_DETAILS, current_password: '' });
    expect(missing.statusCode).toBe(422);
    // The payment form's own words, not the e-mail change's (issue 42).
    expect(missing.json().errors.current_password).toEqual([
      'Enter your current password to save your payment details.',
    ]);
    expect(await storedRow((await partnerOf(user.id)).id)).toBeUndefined();
    expect((await deliverMail(t.db)).filter((sent) => sent.to === user.email)).toHaveLength(0);
  });

  it("asks for the password in the payment form's words in each language", async () => {
    const { token } = await t.signIn('partner');
    for (const [language, words] of [
      ['fr', 'Saisissez votre mot de passe actuel pour enregistrer vos coordonnées de paiement.'],
      ['es', 'Introduzca su contraseña actual para guardar sus datos de pago.'],
      ['pt-BR', 'Digite sua senha atual para salvar seus dados de pagamento.'],
      ['zh-CN', '保存收款信息前，请输入当前密码。'],
    ]) {
      const missing = await save(t, token, { ...AU_DETAILS, current_password: '' }, language);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.current_password).toEqual([words]);
    }
  });

  it('asks an enrolled partner for their second factor: missing or wrong refused, a valid code accepted', async () => {
    const { user, token, secret } = await enrolled(t, 'partner');
    const mine = await t.request({ method: 'GET', url: '/api/settings/payment-details', token });
    expect(mine.json().second_factor_required).toBe(true);
    const missing = await save(t, token, AU_DETAILS);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.code).toBeDefined();
    const wrong = await save(t, token, { ...AU_DETAILS, code: '000000' });
    expect(wrong.statusCode).toBe(422);
    // The password was right: the code is named as wrong, not "credentials" (issue 42).
    expect(wrong.json().errors.code).toEqual([
      'This code is not valid. Enter the current code from your authenticator app, or one of your recovery codes.',
    ]);
    expect(await storedRow((await partnerOf(user.id)).id)).toBeUndefined();
    // The enrolment used the current step; the next one is a fresh code.
    const ok = await save(t, token, { ...AU_DETAILS, code: await codeFor(secret, 1) });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 422 naming the field: a bad BSB, account number and ABN', async () => {
    const { token } = await t.signIn('partner');
    const response = await save(t, token, {
      ...AU_DETAILS,
      bsb: '06200',
      account_number: '1234',
      business_number: '51824753557',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'account_number',
      'bsb',
      'business_number',
    ]);
  });

  it('checks NZ accounts by the published check digits and the GST number by its own', async () => {
    const { user, token } = await t.signIn(
      'partner',
      {},
      {
        partner: { market: 'NZ', businessNumber: '9429046393920', phone: '+64211234567' },
      },
    );
    // Inland Revenue's example account with its last digit changed: the check digits fail.
    const badDigit = await save(t, token, { ...NZ_DETAILS, account: '0068388' });
    expect(badDigit.statusCode).toBe(422);
    expect(badDigit.json().errors.account).toEqual([
      'This is not a valid New Zealand bank account: check the bank, branch and account numbers.',
    ]);
    // A branch bank 01 does not have (the library's published invalid example).
    const badBranch = await save(t, token, {
      ...NZ_DETAILS,
      branch: '9999',
      account: '12312311',
      suffix: '111',
    });
    expect(badBranch.statusCode).toBe(422);
    expect(badBranch.json().errors.account).toBeDefined();
    const badGst = await save(t, token, { ...NZ_DETAILS, gst_number: '49091851' });
    expect(badGst.statusCode).toBe(422);
    expect(Object.keys(badGst.json().errors)).toEqual(['gst_number']);

    const ok = await save(t, token, NZ_DETAILS);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().details).toMatchObject({
      gst_number: '49091850',
      bank_account_masked: '•••389',
    });
    const row = await storedRow((await partnerOf(user.id)).id);
    // The suffix is stored padded to 3 digits, as the contract says.
    expect(openBankAccount(TEST_APP_KEY, row!.bankAccountSealed)).toEqual({
      market: 'NZ',
      bank: '01',
      branch: '0902',
      account: '0068389',
      suffix: '000',
    });
  });

  it('asks for an NZ account name in Latin letters, which the bank file can carry', async () => {
    const { token } = await t.signIn(
      'partner',
      {},
      { partner: { market: 'NZ', businessNumber: '9429046393920', phone: '+64211234567' } },
    );
    const chinese = await save(t, token, { ...NZ_DETAILS, account_name: '王小明' });
    expect(chinese.statusCode).toBe(422);
    expect(chinese.json().errors.account_name).toEqual([
      'The account name must be in Latin letters, as your bank holds it (for example in pinyin): New Zealand bank files cannot carry other scripts.',
    ]);
    const maori = await save(t, token, { ...NZ_DETAILS, account_name: 'Nolan & Hōhaia Limited' });
    expect(maori.statusCode).toBe(200);
  });

  it("refuses the other market's fields: details follow the partner's market", async () => {
    const { token } = await t.signIn('partner');
    const response = await save(t, token, NZ_DETAILS);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.market).toBeDefined();
  });

  it('needs the bank account on the first save; later edits keep it, and only a new account e-mails and holds', async () => {
    const { user, token } = await t.signIn('partner');
    const first = await save(t, token, { ...AU_DETAILS, change_bank: false });
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.bsb).toBeDefined();

    const saved = (await save(t, token, AU_DETAILS)).json().details;
    await deliverMail(t.db);
    const renamed = await save(t, token, {
      ...AU_DETAILS,
      change_bank: false,
      bsb: '',
      account_number: '',
      legal_name: 'Harbour Referrals Group Pty Ltd',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().details).toMatchObject({
      legal_name: 'Harbour Referrals Group Pty Ltd',
      bank_account_masked: '•••678',
      bank_changed_at: saved.bank_changed_at,
      payout_hold_until: saved.payout_hold_until,
    });
    expect((await deliverMail(t.db)).filter((sent) => sent.to === user.email)).toHaveLength(0);
    const partner = await partnerOf(user.id);
    expect(await auditOf(partner.id, 'partner.payment_details_updated')).toHaveLength(1);
  });

  it('holds for the days of the setting; 0 days leaves payouts free at once', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'payout_hold_days', value: 0 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 0 } });
    try {
      const { token } = await t.signIn('partner');
      const details = (await save(t, token, AU_DETAILS)).json().details;
      expect(details.ready_for_payout).toBe(true);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'payout_hold_days'));
    }
  });
});

describe('admins: masked details and "Confirm bank details"', () => {
  it('shows the details masked; a confirmation with its note lifts the hold and is audited', async () => {
    const { user, token } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    await save(t, token, AU_DETAILS);
    const admin = await t.signIn('admin');
    const url = `/api/partners/${partner.id}/payment-details`;
    const shown = await t.request({ method: 'GET', url, token: admin.token });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().details).toMatchObject({
      bank_account_masked: '•••678',
      ready_for_payout: false,
      confirmed_by: null,
    });
    expect(shown.body).not.toContain('12345678');

    const empty = await t.request({
      method: 'POST',
      url: `${url}/confirm`,
      token: admin.token,
      payload: { note: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.note).toBeDefined();

    const note = 'Called the number on file; the partner read back the last 3 digits.';
    const confirmed = await t.request({
      method: 'POST',
      url: `${url}/confirm`,
      token: admin.token,
      payload: { note },
    });
    expect(confirmed.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url, token: admin.token })).json().details;
    expect(after).toMatchObject({
      ready_for_payout: true,
      payout_hold_until: null,
      confirmed_by: { id: admin.user.id, name: admin.user.name },
    });
    const [audit] = await auditOf(partner.id, 'partner.bank_details_confirmed');
    expect(audit?.actorUserId).toBe(admin.user.id);
    expect(audit?.after).toMatchObject({ note, bank_account: '•••678' });

    const again = await t.request({
      method: 'POST',
      url: `${url}/confirm`,
      token: admin.token,
      payload: { note },
    });
    expect(again.statusCode).toBe(409);

    // A new account undoes the confirmation: the hold is back until an admin confirms again.
    const changed = await save(t, token, { ...AU_DETAILS, account_number: '87654321' });
    expect(changed.json().details).toMatchObject({
      bank_account_masked: '•••321',
      ready_for_payout: false,
      confirmed_at: null,
    });
  });

  it('answers 404 for a partner without details or an unknown partner', async () => {
    const admin = await t.signIn('admin');
    const { user } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    const none = await t.request({
      method: 'POST',
      url: `/api/partners/${partner.id}/payment-details/confirm`,
      token: admin.token,
      payload: { note: 'Called' },
    });
    expect(none.statusCode).toBe(404);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/partners/00000000-0000-4000-8000-000000000000/payment-details',
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('isolation between partners', () => {
  it("partner B can neither read nor confirm A's details with A's ids, and sees only their own", async () => {
    const a = await t.signIn('partner');
    const partnerA = await partnerOf(a.user.id);
    await save(t, a.token, AU_DETAILS);
    const b = await t.signIn('partner');
    const url = `/api/partners/${partnerA.id}/payment-details`;
    expect((await t.request({ method: 'GET', url, token: b.token })).statusCode).toBe(403);
    const confirm = await t.request({
      method: 'POST',
      url: `${url}/confirm`,
      token: b.token,
      payload: { note: 'me' },
    });
    expect(confirm.statusCode).toBe(403);
    const own = await t.request({
      method: 'GET',
      url: '/api/settings/payment-details',
      token: b.token,
    });
    expect(own.json().details).toBeNull();
    // A guest gets nothing either.
    expect(
      (await t.request({ method: 'GET', url: '/api/settings/payment-details' })).statusCode,
    ).toBe(401);
  });

  it('a partner not yet approved cannot save payment details', async () => {
    const user = await createUser(t.db, { role: 'partner' }, { partner: { status: 'pending' } });
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: AU_DETAILS.current_password },
    });
    const response = await save(t, login.json().token, AU_DETAILS);
    expect(response.statusCode).toBe(403);
  });
});
