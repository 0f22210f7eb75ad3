import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverMail } from '../../../tests/support/mailbox';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import type { Market } from '../../shared/markets/markets';
import { auditEvents, statementLines, statements } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import {
  agreeToSelfBilling,
  approvedCommission,
  clawBack,
  givePaymentDetails,
} from '../payouts/payouts.test-support';
import { closeStatementPeriod } from './close-statement-period';
import { statementTestKit } from './statements.test-support';

let t: TestApp;
let admin: { token: string; id: string };
const config = testConfig();

let kit: ReturnType<typeof statementTestKit>;

beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  const signedIn = await t.signIn('admin');
  admin = { token: signedIn.token, id: signedIn.user.id };
  kit = statementTestKit(t, admin.id);
});
const close = (market: Market) => kit.close(market);
const partner = (market?: Market, locale?: string) => kit.partner(market, locale);
const statementsOf = (partnerId: string) => kit.statementsOf(partnerId);
const pdfText = (url: string, token: string) => kit.pdfText(url, token);

afterAll(() => t.close());

describe('closing a period', () => {
  it('issues one statement per partner with GST only for the registered, as tax invoice or remittance advice', async () => {
    const registered = await partner();
    await givePaymentDetails(
      t.db,
      TEST_APP_KEY,
      registered.id,
      { market: 'AU', bsb: '062000', accountNumber: '12345678' },
      { gstRegistered: true },
    );
    await agreeToSelfBilling(t.db, registered.id);
    const unregistered = await partner();
    await approvedCommission(t.db, registered.id, 'AU', 1_000);
    await approvedCommission(t.db, registered.id, 'AU', 250);
    await approvedCommission(t.db, unregistered.id, 'AU', 400);

    const response = await t.request({
      method: 'POST',
      url: '/api/statements/close',
      token: admin.token,
      payload: { market: 'AU' },
    });
    expect(response.statusCode).toBe(200);
    const [invoice] = await statementsOf(registered.id);
    expect(invoice).toMatchObject({
      kind: 'tax_invoice',
      currency: 'AUD',
      gstRegistered: true,
      gstRateBasisPoints: 1000,
      carriedCents: 0,
      subtotalCents: 125_000,
      gstCents: 12_500,
      totalCents: 137_500,
    });
    const [advice] = await statementsOf(unregistered.id);
    expect(advice).toMatchObject({
      kind: 'remittance_advice',
      gstRegistered: false,
      gstCents: 0,
      totalCents: 40_000,
    });
    const lines = await t.db
      .select()
      .from(statementLines)
      .where(eq(statementLines.statementId, invoice!.id));
    expect(lines.map((line) => [line.amountCents, line.gstCents]).sort()).toEqual([
      [100_000, 10_000],
      [25_000, 2_500],
    ]);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'statements.period_closed'),
          eq(auditEvents.actorUserId, admin.id),
        ),
      );
    expect(audit.length).toBeGreaterThan(0);
    const mails = await deliverMail(t.db);
    expect(mails.find((mail) => mail.to === registered.email)?.subject).toContain(
      `AU-${String(invoice!.number).padStart(6, '0')}`,
    );
  });

  it('lets the sweeper close its period once; an admin closing again soon after issues nothing', async () => {
    const at = new Date(Date.UTC(2030, 5, 3));
    const first = await closeStatementPeriod(t.db, {
      market: 'AU',
      mode: 'due',
      actorUserId: null,
      config,
      at,
    });
    expect(first).toMatchObject({ period: '2030-06' });
    expect(
      await closeStatementPeriod(t.db, {
        market: 'AU',
        mode: 'due',
        actorUserId: null,
        config,
        at,
      }),
    ).toBeNull();
    const again = await t.request({
      method: 'POST',
      url: '/api/statements/close',
      token: admin.token,
      payload: { market: 'AU' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().statements).toBe(0);
  });

  it('numbers statements without a gap under two concurrent closings of one market', async () => {
    const partners = await Promise.all([partner(), partner(), partner()]);
    for (const row of partners) await approvedCommission(t.db, row.id, 'AU', 100);
    const [one, two] = await Promise.all([close('AU'), close('AU')]);
    expect(one?.period).not.toBe(two?.period);
    for (const row of partners) await approvedCommission(t.db, row.id, 'AU', 100);
    await Promise.all([close('AU'), close('AU')]);
    const numbers = (
      await t.db
        .select({ number: statements.number })
        .from(statements)
        .where(eq(statements.market, 'AU'))
    )
      .map((row) => row.number)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('never sums AUD and NZD: a partner of both markets has a statement in each currency', async () => {
    const both = await partner('AU');
    await approvedCommission(t.db, both.id, 'AU', 300);
    await approvedCommission(t.db, both.id, 'NZ', 700);
    await close('AU');
    await close('NZ');
    const rows = await statementsOf(both.id);
    expect(rows.map((row) => [row.market, row.currency, row.totalCents]).sort()).toEqual([
      ['AU', 'AUD', 30_000],
      ['NZ', 'NZD', 70_000],
    ]);
  });

  it('keeps an issued statement immutable; a clawback lands on the next one and a negative balance carries forward', async () => {
    const row = await partner('NZ');
    await givePaymentDetails(
      t.db,
      TEST_APP_KEY,
      row.id,
      { market: 'NZ', bank: '01', branch: '0902', account: '0068389', suffix: '000' },
      { gstRegistered: true, gstNumber: '123456789' },
    );
    const { commission } = await approvedCommission(t.db, row.id, 'NZ', 200);
    await close('NZ');
    const [first] = await statementsOf(row.id);
    expect(first?.totalCents).toBe(23_000); // 200 + 15 % GST
    await expect(
      t.db.update(statements).set({ totalCents: 1 }).where(eq(statements.id, first!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(statementLines).where(eq(statementLines.statementId, first!.id)),
    ).rejects.toThrow();

    // The first statement was never paid (no batch): its balance carries; the clawback is a line.
    await clawBack(t.db, commission);
    await clawBack(t.db, (await approvedCommission(t.db, row.id, 'NZ', 500)).commission);
    await close('NZ');
    const [, second] = await statementsOf(row.id);
    expect(second).toMatchObject({
      carriedFromId: first!.id,
      carriedCents: 23_000,
      subtotalCents: -20_000,
      gstCents: -3_000,
      totalCents: 0,
    });
    // Nothing owed and nothing new: no statement. A negative balance carries, period after period.
    await clawBack(t.db, (await approvedCommission(t.db, row.id, 'NZ', 100)).commission);
    await close('NZ');
    const third = (await statementsOf(row.id)).at(-1);
    expect(third).toMatchObject({ subtotalCents: 0, gstCents: 0, totalCents: 0 });
    const before = (await statementsOf(row.id)).length;
    await close('NZ');
    expect((await statementsOf(row.id)).length).toBe(before);
  });

  it('carries a negative balance into the next statement', async () => {
    const row = await partner('AU');
    const { commission } = await approvedCommission(t.db, row.id, 'AU', 400);
    // Paid outside statements (before this feature): the clawback alone is negative.
    await t.db.execute(
      sql`update commissions set status = 'paid', paid_at = now() where id = ${commission.id}`,
    );
    await clawBack(t.db, commission);
    await close('AU');
    const [negative] = await statementsOf(row.id);
    expect(negative?.totalCents).toBe(-40_000);
    await approvedCommission(t.db, row.id, 'AU', 1_000);
    await close('AU');
    const [, next] = await statementsOf(row.id);
    expect(next).toMatchObject({
      carriedFromId: negative!.id,
      carriedCents: -40_000,
      subtotalCents: 100_000,
      totalCents: 60_000,
    });
  });
});

describe('reading statements', () => {
  // Issue 42 item 1: issued at 14:30 UTC on 28 November, Sunday the 29th in Sydney and Auckland.
  it('dates a statement (tax invoice or remittance advice) issued late on a UTC day by the market’s day', async () => {
    for (const market of ['AU', 'NZ'] as const) {
      const one = await partner(market);
      await approvedCommission(t.db, one.id, market, 500);
      await close(market);
      const [statement] = await statementsOf(one.id);
      // An issued statement is immutable (its trigger): only this test's clock moves it.
      await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx
          .update(statements)
          .set({ issuedAt: new Date('2026-11-28T14:30:00Z') })
          .where(eq(statements.id, statement!.id));
      });
      const text = await pdfText(`/api/my-statements/${statement!.id}/pdf`, one.token);
      expect(text, market).toContain('Date of issue: 2026-11-29');
    }
  });

  it('renders the PDF in the partner language with the tax-invoice wording, numbers, GST and totals', async () => {
    const au = await partner('AU');
    await givePaymentDetails(
      t.db,
      TEST_APP_KEY,
      au.id,
      { market: 'AU', bsb: '062000', accountNumber: '87654321' },
      {
        gstRegistered: true,
        legalName: 'Lovelace Analytics Pty Ltd',
        businessNumber: '51824753556',
      },
    );
    await agreeToSelfBilling(t.db, au.id);
    const { lead } = await approvedCommission(t.db, au.id, 'AU', 1_234);
    await close('AU');
    const [statement] = await statementsOf(au.id);
    const text = await pdfText(`/api/my-statements/${statement!.id}/pdf`, au.token);
    expect(text).toContain('Recipient-created tax invoice');
    expect(text).toContain(`AU-${String(statement!.number).padStart(6, '0')}`);
    expect(text).toContain('Lovelace Analytics Pty Ltd');
    expect(text).toContain('ABN 51 824 753 556');
    expect(text).toContain(lead.reference);
    expect(text).toContain('· GST A$123.40');
    expect(text).toContain('Subtotal before GST: A$1,234.00');
    expect(text).toContain('GST at 10 %: A$123.40');
    expect(text).toContain('Total: A$1,357.40');

    const nz = await partner('NZ', 'zh-CN');
    await givePaymentDetails(
      t.db,
      TEST_APP_KEY,
      nz.id,
      { market: 'NZ', bank: '01', branch: '0902', account: '0068389', suffix: '00' },
      { gstRegistered: true, gstNumber: '49091850' },
    );
    await agreeToSelfBilling(t.db, nz.id, 'zh-CN');
    await approvedCommission(t.db, nz.id, 'NZ', 100);
    await close('NZ');
    const [nzStatement] = await statementsOf(nz.id);
    const chinese = await pdfText(`/api/statements/${nzStatement!.id}/pdf`, admin.token);
    expect(chinese).toContain('买方开具的税务发票');
    expect(chinese).toContain('NZ$115.00');

    const plain = await partner('AU', 'fr');
    await approvedCommission(t.db, plain.id, 'AU', 80);
    await close('AU');
    const [advice] = await statementsOf(plain.id);
    const french = await pdfText(`/api/my-statements/${advice!.id}/pdf`, plain.token);
    expect(french).toContain('Avis de paiement');
    expect(french).toContain('Non inscrit à la GST');
  });

  it('keeps each partner to their own statements: the other partner ids answer 404', async () => {
    const owner = await partner();
    const other = await partner();
    await approvedCommission(t.db, owner.id, 'AU', 90);
    await approvedCommission(t.db, other.id, 'AU', 90);
    await close('AU');
    const [mine] = await statementsOf(owner.id);
    const theirs = await t.request({
      method: 'GET',
      url: `/api/my-statements/${mine!.id}/pdf`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    const list = await t.request({ method: 'GET', url: '/api/my-statements', token: other.token });
    expect(list.json().data.map((row: { id: string }) => row.id)).not.toContain(mine!.id);
    expect(list.json().data).toHaveLength(1);
    const adminList = await t.request({
      method: 'GET',
      url: `/api/statements?market=AU&partner=${owner.id}`,
      token: other.token,
    });
    expect(adminList.statusCode).toBe(403);
    const adminPdf = await t.request({
      method: 'GET',
      url: `/api/statements/${mine!.id}/pdf`,
      token: other.token,
    });
    expect(adminPdf.statusCode).toBe(403);
  });

  it('lists for admins by market, period and partner; bad filters are 422', async () => {
    const row = await partner('NZ');
    await approvedCommission(t.db, row.id, 'NZ', 60);
    const closed = await close('NZ');
    const response = await t.request({
      method: 'GET',
      url: `/api/statements?market=NZ&period=${closed!.period}&partner=${row.id}`,
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({
        market: 'NZ',
        currency: 'NZD',
        period: closed!.period,
        state: 'issued',
        total_cents: 6_000,
      }),
    ]);
    const wrong = await t.request({
      method: 'GET',
      url: '/api/statements?market=NZ&period=2031-13',
      token: admin.token,
    });
    expect(wrong.statusCode).toBe(422);
    const badMarket = await t.request({
      method: 'POST',
      url: '/api/statements/close',
      token: admin.token,
      payload: { market: 'UK' },
    });
    expect(badMarket.statusCode).toBe(422);
    const unknown = await t.request({
      method: 'GET',
      url: '/api/statements/00000000-0000-4000-8000-000000000000/pdf',
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    const ids = (await statementsOf(row.id)).map((s) => s.id);
    expect(
      await t.db.select().from(statementLines).where(inArray(statementLines.statementId, ids)),
    ).toHaveLength(1);
  });
});
