import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { Market } from '../../shared/markets/markets';
import { statementNumber } from '../../shared/statements/statement-terms';
import { commissions, partners, statements } from '../db/schema';
import { closeStatementPeriod } from '../statements/close-statement-period';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const partnerOf = async (userId: string) =>
  (await t.db.select().from(partners).where(eq(partners.userId, userId)))[0]!;

/** One commission (or clawback) row of the partner, on a lead of its own. */
async function commission(
  partnerId: string,
  amount: number,
  status: 'pending' | 'approved' | 'paid' | 'cancelled',
  options: { market?: Market; paidAt?: Date; clawback?: boolean } = {},
) {
  const market = options.market ?? 'AU';
  const lead = await createLead(t.db, { market, partnerId });
  const base = {
    leadId: lead.id,
    partnerId,
    market,
    currency: market === 'AU' ? 'AUD' : 'NZD',
    basisType: 'flat',
    basisValue: Math.abs(amount),
    status,
    approvedAt: status === 'pending' ? null : new Date(),
    paidAt: status === 'paid' ? (options.paidAt ?? new Date()) : null,
  } as const;
  if (!options.clawback) {
    const [row] = await t.db
      .insert(commissions)
      .values({ ...base, amount })
      .returning();
    return row!;
  }
  const [original] = await t.db
    .insert(commissions)
    .values({ ...base, amount: -amount, status: 'paid', paidAt: new Date(0) })
    .returning();
  const [row] = await t.db
    .insert(commissions)
    .values({ ...base, kind: 'clawback', amount, reversesId: original!.id, reason: 'reversed' })
    .returning();
  return row!;
}

/** The first day of the financial year on the market's clock: 1 July (AU), 1 April (NZ). */
function financialYearStart(timeZone: string, month: number): string {
  const [year, today] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
  })
    .formatToParts(new Date())
    .filter((part) => part.type === 'year' || part.type === 'month')
    .map((part) => Number(part.value));
  const start = today! < month ? year! - 1 : year!;
  return `${start}-${String(month).padStart(2, '0')}-01`;
}

const balance = (token: string) =>
  t.request({ method: 'GET', url: '/api/dashboard/partner/balance', token });

describe('GET /api/dashboard/partner/balance', () => {
  it('sums approved rows not in a statement, and paid since the financial year began, per market', async () => {
    const { user, token } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    await commission(partner.id, 1_000, 'approved');
    await commission(partner.id, -200, 'approved', { clawback: true });
    await commission(partner.id, 500, 'pending');
    await commission(partner.id, 90, 'cancelled');
    await commission(partner.id, 300, 'paid');
    // Paid before this financial year began: not "this year".
    const longAgo = new Date(Date.now() - 400 * 86_400_000);
    await commission(partner.id, 700, 'paid', { paidAt: longAgo });
    await commission(partner.id, 50, 'approved', { market: 'NZ' });
    await commission(partner.id, 25, 'paid', { market: 'NZ' });
    // Another partner's rows never count.
    const other = await t.signIn('partner');
    await commission((await partnerOf(other.user.id)).id, 9_999, 'approved');

    const response = await balance(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hidden: false,
      balances: [
        {
          market: 'AU',
          currency: 'AUD',
          // 1,000 approved less the 200 clawback (a clawback is approved when it is made).
          not_in_statement: 800,
          last_statement: null,
          paid_this_year: 300,
          year_start: financialYearStart('Australia/Sydney', 7),
        },
        {
          market: 'NZ',
          currency: 'NZD',
          not_in_statement: 50,
          last_statement: null,
          paid_this_year: 25,
          year_start: financialYearStart('Pacific/Auckland', 4),
        },
      ],
    });
  });

  it('is empty for a partner with no commission, and hidden where the firm hides commissions', async () => {
    const fresh = await t.signIn('partner');
    expect((await balance(fresh.token)).json()).toEqual({ hidden: false, balances: [] });
    const hidden = await t.signIn('partner', {}, { partner: { showCommissions: false } });
    await commission((await partnerOf(hidden.user.id)).id, 100, 'approved');
    expect((await balance(hidden.token)).json()).toEqual({ hidden: true, balances: [] });
  });

  it('moves approved rows to the last statement once a period closes (decision 0071)', async () => {
    const { user, token } = await t.signIn('partner');
    const partner = await partnerOf(user.id);
    await commission(partner.id, 1_250, 'approved');
    const closed = await closeStatementPeriod(t.db, {
      market: 'AU',
      mode: 'now',
      actorUserId: null,
      config: { APP_NAME: 'LendRef' },
    });
    expect(closed?.statements).toBeGreaterThan(0);
    const [statement] = await t.db
      .select()
      .from(statements)
      .where(eq(statements.partnerId, partner.id));
    const [au] = (await balance(token)).json().balances;
    expect(au).toMatchObject({
      market: 'AU',
      not_in_statement: 0,
      last_statement: {
        number: statementNumber('AU', statement!.number),
        issued_at: statement!.issuedAt.toISOString(),
        total: 1_250,
      },
    });
  });

  it('is for partners only', async () => {
    const admin = await t.signIn('admin');
    expect((await balance(admin.token)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/dashboard/partner/balance' })).statusCode,
    ).toBe(401);
  });
});
