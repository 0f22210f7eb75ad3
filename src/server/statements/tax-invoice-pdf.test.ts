import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import {
  agreeToSelfBilling,
  approvedCommission,
  clawBack,
  givePaymentDetails,
} from '../payouts/payouts.test-support';
import { statementTestKit } from './statements.test-support';

/**
 * The accountant's checklist of decision 0094, one test per rule, each read back from the PDF
 * as a tax office's tool would read it.
 */
let t: TestApp;
let admin: { token: string; id: string };
let kit: ReturnType<typeof statementTestKit>;

const FIRM_ABN = '51824753556';
const FIRM_NZBN = '9429041525746';
const FIRM_NZ_GST = '49091850';
const NZ_ACCOUNT = {
  market: 'NZ',
  bank: '01',
  branch: '0902',
  account: '0068389',
  suffix: '00',
} as const;
const AU_ACCOUNT = { market: 'AU', bsb: '062000', accountNumber: '87654321' } as const;

beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  const signedIn = await t.signIn('admin');
  admin = { token: signedIn.token, id: signedIn.user.id };
  kit = statementTestKit(t, admin.id);
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin.token,
    payload: {
      firm: {
        legal_name: 'Kauri Lending Pty Ltd',
        market: 'AU',
        business_number: FIRM_ABN,
        credit_licence: '',
        email: '',
        phone: '',
      },
      firm_nz_tax_numbers: { nzbn: FIRM_NZBN, gst_number: FIRM_NZ_GST },
    },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

/** A partner with self-billing, registered for GST, one approved commission, and its statement. */
async function invoiced(
  market: 'AU' | 'NZ',
  options: { locale?: string; legalName?: string; amount?: number } = {},
) {
  const row = await kit.partner(market, options.locale ?? 'en');
  await givePaymentDetails(
    t.db,
    TEST_APP_KEY,
    row.id,
    market === 'AU' ? AU_ACCOUNT : NZ_ACCOUNT,
    market === 'AU'
      ? { gstRegistered: true, legalName: options.legalName, businessNumber: '53004085616' }
      : { gstRegistered: true, legalName: options.legalName, gstNumber: '136410132' },
  );
  await agreeToSelfBilling(t.db, row.id, options.locale ?? 'en');
  const { commission } = await approvedCommission(t.db, row.id, market, options.amount ?? 500);
  await kit.close(market);
  const statement = (await kit.statementsOf(row.id)).at(-1)!;
  const text = () => kit.pdfText(`/api/my-statements/${statement.id}/pdf`, row.token);
  return { row, commission, statement, text };
}

describe('the tax invoice PDF', () => {
  it('prints a te reo Māori name and a Chinese legal name in the fonts shipped with the app', async () => {
    const maori = await invoiced('NZ', { legalName: 'Nolan & Hōhaia Limited' });
    expect(await maori.text()).toContain('Nolan & Hōhaia Limited');
    const chinese = await invoiced('AU', { legalName: '金蕨贸易有限公司' });
    expect(await chinese.text()).toContain('金蕨贸易有限公司');
  });

  it("names the firm's NZBN and NZ GST number on an NZ buyer-created invoice, never its ABN", async () => {
    const { text } = await invoiced('NZ');
    const pdf = await text();
    expect(pdf).toContain('Buyer-created tax invoice');
    expect(pdf).toContain(`NZBN ${FIRM_NZBN}`);
    expect(pdf).toContain('GST number: 49-091-850');
    expect(pdf).toContain('GST number: 136-410-132');
    expect(pdf).not.toContain('51 824 753 556');
    expect(pdf).not.toContain(FIRM_ABN);
  });

  it('formats the ABN of both parties on an AU recipient-created invoice', async () => {
    const { text } = await invoiced('AU');
    const pdf = await text();
    expect(pdf).toContain('Recipient-created tax invoice');
    expect(pdf).toContain('ABN 53 004 085 616');
    expect(pdf).toContain('ABN 51 824 753 556');
    expect(pdf).not.toContain('NZBN');
  });

  it('issues a decrease as an adjustment note in AU and a credit note in NZ, never a negative tax invoice', async () => {
    for (const [market, title, numberLabel, invoice] of [
      [
        'AU',
        'Recipient-created adjustment note',
        'Adjustment note number',
        'Recipient-created tax invoice',
      ],
      ['NZ', 'Buyer-created credit note', 'Credit note number', 'Buyer-created tax invoice'],
    ] as const) {
      const first = await invoiced(market);
      // Paid, then clawed back: the next statement's own lines are a decrease.
      await t.db.execute(
        sql`update commissions set status = 'paid', paid_at = now() where id = ${first.commission.id}`,
      );
      await clawBack(t.db, first.commission);
      await kit.close(market);
      const decrease = (await kit.statementsOf(first.row.id)).at(-1)!;
      expect(decrease.subtotalCents).toBe(-50_000);
      const pdf = await kit.pdfText(`/api/statements/${decrease.id}/pdf`, admin.token);
      expect(pdf).toContain(title);
      expect(pdf).toContain(`${numberLabel}: ${market}-`);
      expect(pdf).not.toContain(invoice);
      expect(pdf).not.toContain('Tax invoice number');
      expect(await first.text()).not.toContain(title);
    }
  });

  it('keeps the English words the law names beside a French or Chinese translation, and GST as GST', async () => {
    const french = await (await invoiced('AU', { locale: 'fr' })).text();
    expect(french).toContain('Facture fiscale établie par le destinataire');
    expect(french).toContain('Recipient-created tax invoice');
    expect(french).toContain('GST à 10 %');
    expect(french).not.toContain('TPS');
    expect(french).toContain('ABN 53 004 085 616');
    const chinese = await (await invoiced('NZ', { locale: 'zh-CN' })).text();
    expect(chinese).toContain('买方开具的税务发票');
    expect(chinese).toContain('Buyer-created tax invoice');
    expect(chinese).toContain(`NZBN ${FIRM_NZBN}`);
  });
});

describe("the firm's NZ numbers in the settings", () => {
  it('refuses an NZBN or GST number that fails its check digit, naming the field', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin.token,
      payload: { firm_nz_tax_numbers: { nzbn: '9429041525747', gst_number: '49091851' } },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['firm_nz_tax_numbers.nzbn', 'firm_nz_tax_numbers.gst_number']),
    );
  });
});
