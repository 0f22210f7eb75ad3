import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { commissions } from '../db/schema';
import { neutraliseFormula } from './csv-export';

/**
 * Issue 31, finding 5: a formula after a comma was neutralised, not one after the `;` French,
 * Spanish and Portuguese spreadsheets split on. Each language's export is read as any
 * spreadsheet might: split on every separator, quotes or not, and no piece may start a formula.
 */
const HOSTILE = {
  businessName: 'Acme;=HYPERLINK("http://evil.test","Pay");-1+2',
  firstName: 'Jo, +SUM(A1:A9)',
  lastName: 'Doe\t@cmd',
};
const FORMULA = /^[=+\-@\t\r]/;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
  const { partner } = await createPartner(t.db, { company: 'Partners;=1+1 Pty, @Ltd' });
  const lead = await createLead(t.db, { ...HOSTILE, partnerId: partner.id, status: 'settled' });
  await t.db.insert(commissions).values({
    leadId: lead.id,
    partnerId: partner.id,
    market: 'AU',
    amount: 1200,
    currency: 'AUD',
    basisType: 'flat',
    basisValue: 1200,
    status: 'approved',
    approvedAt: new Date(),
  });
});
afterAll(() => t.close());

/** Every piece a spreadsheet could take for a cell start, opening quote and spaces removed. */
function cellStarts(csv: string): string[] {
  return csv.split(/[,;\t\r\n]/).map((piece) => piece.replace(/^[" ]+/, ''));
}

async function exported(url: string, locale: string): Promise<string> {
  const response = await t.request({
    method: 'GET',
    url,
    token: admin,
    headers: { 'accept-language': locale },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload.subarray(3).toString('utf8');
}

describe('CSV exports are formula-proof in every language', () => {
  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: leads and commissions to pay`, async () => {
      for (const url of ['/api/leads/export?market=AU', '/api/commissions/export?market=AU']) {
        const csv = await exported(url, locale);
        expect(csv, url).toMatch(/Acme|Partners/);
        const formulas = cellStarts(csv).filter((piece) => FORMULA.test(piece));
        expect(formulas, `${locale} ${url}`).toEqual([]);
      }
    });
  }

  it('keeps the text readable: an apostrophe only before what would start a formula', () => {
    expect(neutraliseFormula('Acme;=X;-1')).toBe("Acme;'=X;'-1");
    expect(neutraliseFormula('Smith, Jones & Co; Ltd')).toBe('Smith, Jones & Co; Ltd');
    expect(neutraliseFormula('=A1')).toBe("'=A1");
    expect(neutraliseFormula('a, =1')).toBe("a, '=1");
  });
});
