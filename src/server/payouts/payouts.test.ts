import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import type { Market } from '../../shared/markets/markets';
import { auditEvents, commissions, leadEvents, statements, users } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { closeStatementPeriod } from '../statements/close-statement-period';
import { AU_DETAILS, savePaymentDetails } from '../payment-details/payment-details.test-support';
import { readAba } from './aba-reader.test-support';
import {
  approvedCommission,
  clawBack,
  givePaymentDetails,
  type SealedAccount,
} from './payouts.test-support';

let t: TestApp;
let admin: { token: string; id: string };

/** The firm's accounts, as an admin saves them in the settings. */
const FIRM_ACCOUNTS = {
  au_bsb: '032001',
  au_account: '456789',
  au_bank: 'WBC',
  au_apca_user_id: '301500',
  au_user_name: 'LendRef Pty Ltd',
  nz_account: '0209120123456001',
};

beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  const signedIn = await t.signIn('admin');
  admin = { token: signedIn.token, id: signedIn.user.id };
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings',
    token: admin.token,
    payload: { firm_payout_accounts: FIRM_ACCOUNTS, minimum_payout: 50 },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

let month = 0;
const close = (market: Market) =>
  closeStatementPeriod(t.db, {
    market,
    mode: 'now',
    actorUserId: admin.id,
    config: testConfig(),
    at: new Date(Date.UTC(2033, month++, 20)),
  });

/** A partner with bank details (or none) and an approved commission, before the closing. */
async function payee(
  market: Market,
  amount: number,
  account: SealedAccount | null,
  standing: 'confirmed' | 'held' | 'elapsed' = 'confirmed',
  accountName?: string,
) {
  const { partner, user } = await createPartner(t.db, {
    company: `Payee ${Math.random()}`,
    market,
  });
  if (account) {
    await givePaymentDetails(t.db, TEST_APP_KEY, partner.id, account, {
      standing,
      accountName: accountName ?? `Payee ${partner.id.slice(0, 6)}`,
    });
  }
  await approvedCommission(t.db, partner.id, market, amount);
  const signIn = await t.request({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: TEST_PASSWORD },
  });
  return { partner, user, token: signIn.json().token as string };
}

/**
 * Closes the market's period and answers each partner's newest statement. A closing carries an
 * unpaid statement into the next, so a test reads its statements after its own closing.
 */
async function closeFor<P extends { partner: { id: string } }>(market: Market, payees: P[]) {
  await close(market);
  return Promise.all(
    payees.map(async (row) => {
      const [statement] = await t.db
        .select()
        .from(statements)
        .where(eq(statements.partnerId, row.partner.id))
        .orderBy(desc(statements.number))
        .limit(1);
      if (!statement) throw new Error('no statement issued');
      return { ...row, statement };
    }),
  );
}

async function partnerWithStatement(...args: Parameters<typeof payee>) {
  const [row] = await closeFor(args[0], [await payee(...args)]);
  return row!;
}

const AU_ACCOUNT: SealedAccount = { market: 'AU', bsb: '062000', accountNumber: '12345678' };
const NZ_ACCOUNT: SealedAccount = {
  market: 'NZ',
  bank: '01',
  branch: '0902',
  account: '0068389',
  suffix: '00',
};

const createBatch = (market: Market, ids: string[], token = admin.token) =>
  t.request({
    method: 'POST',
    url: '/api/payouts',
    token,
    payload: { market, statement_ids: ids },
  });

describe('choosing statements for a batch', () => {
  it('says why a statement cannot be chosen: below the minimum, no bank details, bank details on hold', async () => {
    const [small, none, held, elapsed] = await closeFor('AU', [
      await payee('AU', 20, AU_ACCOUNT),
      await payee('AU', 500, null),
      await payee('AU', 500, AU_ACCOUNT, 'held'),
      await payee('AU', 500, AU_ACCOUNT, 'elapsed'),
    ]);
    if (!small || !none || !held || !elapsed) throw new Error('four statements expected');
    const response = await t.request({
      method: 'GET',
      url: '/api/payouts/selectable?market=AU',
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    const byId = new Map(response.json().data.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(small.statement.id)).toMatchObject({
      refusal: 'below_minimum',
      refusal_text: expect.stringContaining('paiement minimum'),
    });
    expect(byId.get(none.statement.id)).toMatchObject({ refusal: 'no_bank_details' });
    expect(byId.get(held.statement.id)).toMatchObject({ refusal: 'bank_not_confirmed' });
    expect(byId.get(elapsed.statement.id)).toMatchObject({ refusal: null, refusal_text: null });

    for (const refused of [small, none, held]) {
      const attempt = await createBatch('AU', [refused.statement.id, elapsed.statement.id]);
      expect(attempt.statusCode).toBe(409);
    }
    const wrongMarket = await createBatch('NZ', [elapsed.statement.id]);
    expect(wrongMarket.statusCode).toBe(409);
    expect((await createBatch('AU', [])).statusCode).toBe(422);
    expect((await createBatch('AU', [elapsed.statement.id], elapsed.token)).statusCode).toBe(403);
  });
});

describe('an AU batch', () => {
  it('exports an ABA file every field of which reads back, then pays its commissions and tells the partners', async () => {
    const [first, second] = await closeFor('AU', [
      await payee('AU', 1_500, AU_ACCOUNT),
      await payee('AU', 75, { market: 'AU', bsb: '083004', accountNumber: '987654321' }),
    ]);
    if (!first || !second) throw new Error('two statements expected');
    const created = await createBatch('AU', [first.statement.id, second.statement.id]);
    expect(created.statusCode).toBe(200);
    const batch = created.json().batch;
    expect(batch).toMatchObject({
      status: 'open',
      statement_count: 2,
      total_cents: 157_500,
      currency: 'AUD',
    });
    // A statement in an open batch is not free for another.
    expect((await createBatch('AU', [first.statement.id])).statusCode).toBe(409);

    const download = await t.request({
      method: 'GET',
      url: `/api/payouts/${batch.id}/file`,
      token: admin.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/\.aba"/);
    const aba = readAba(download.body);
    expect(aba.descriptive).toEqual({
      type: '0',
      blank1: ' '.repeat(17),
      reel: '01',
      bank: 'WBC',
      blank2: ' '.repeat(7),
      userName: 'LENDREF PTY LTD'.padEnd(26),
      apcaId: '301500',
      description: 'COMMISSION  ',
      date: expect.stringMatching(/^(0[1-9]|[12]\d|3[01])(0[1-9]|1[0-2])\d\d$/),
      blank3: ' '.repeat(40),
    });
    const number = (s: { number: number }) => `AU-${String(s.number).padStart(6, '0')}`;
    // Detail records follow the statements' numbers.
    const byReference = [...aba.details].sort((a, b) => (a.amount < b.amount ? 1 : -1));
    expect(aba.details.map((row) => row.reference)).toEqual(
      [...aba.details.map((row) => row.reference)].sort(),
    );
    expect(byReference).toEqual([
      {
        type: '1',
        bsb: '062-000',
        account: ' 12345678',
        indicator: ' ',
        code: '50',
        amount: '0000150000',
        title: `PAYEE ${first.partner.id.slice(0, 6).toUpperCase()}`.padEnd(32),
        reference: number(first.statement).padEnd(18),
        traceBsb: '032-001',
        traceAccount: '   456789',
        remitter: 'LENDREF'.padEnd(16),
        withholding: '00000000',
      },
      expect.objectContaining({
        bsb: '083-004',
        account: '987654321',
        amount: '0000007500',
        reference: number(second.statement).padEnd(18),
      }),
    ]);
    expect(aba.total).toEqual({
      type: '7',
      bsbFiller: '999-999',
      blank1: ' '.repeat(12),
      net: '0000157500',
      credit: '0000157500',
      debit: '0000000000',
      blank2: ' '.repeat(24),
      count: '000002',
      blank3: ' '.repeat(40),
    });

    const paid = await t.request({
      method: 'POST',
      url: `/api/payouts/${batch.id}/paid`,
      token: admin.token,
      payload: { paid_on: '2026-11-27', bank_reference: 'WBC-7781' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().batch).toMatchObject({
      status: 'paid',
      paid_on: '2026-11-27',
      bank_reference: 'WBC-7781',
    });
    const rows = await t.db
      .select()
      .from(commissions)
      .where(inArray(commissions.partnerId, [first.partner.id, second.partner.id]));
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    const events = await t.db
      .select()
      .from(leadEvents)
      .where(
        and(
          inArray(
            leadEvents.leadId,
            rows.map((row) => row.leadId),
          ),
          eq(leadEvents.type, 'commission_paid'),
        ),
      );
    expect(events).toHaveLength(2);
    expect(
      await t.db
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.entityId, batch.id), eq(auditEvents.action, 'payout_batch.paid')),
        ),
    ).toHaveLength(1);
    const mails = (await deliverMail(t.db)).filter((mail) => mail.to === first.user.email);
    expect(mails.map((mail) => mail.subject)).toContain('Payment of A$1,500.00 sent');
    expect(mails.find((mail) => mail.subject.startsWith('Payment'))?.text).toContain('•••678');

    const again = await t.request({
      method: 'POST',
      url: `/api/payouts/${batch.id}/paid`,
      token: admin.token,
      payload: { paid_on: '2026-11-27', bank_reference: 'again' },
    });
    expect(again.statusCode).toBe(409);
    const cancel = await t.request({
      method: 'POST',
      url: `/api/payouts/${batch.id}/cancel`,
      token: admin.token,
    });
    expect(cancel.statusCode).toBe(409);
    const badDate = await t.request({
      method: 'POST',
      url: `/api/payouts/${batch.id}/paid`,
      token: admin.token,
      payload: { paid_on: '27/11/2026', bank_reference: '' },
    });
    expect(badDate.statusCode).toBe(422);

    // A clawback after payment: a negative line on the next statement, nothing carried (paid).
    const original = rows.find((row) => row.partnerId === first.partner.id)!;
    await clawBack(t.db, original);
    const [next] = await closeFor('AU', [first]);
    expect(next!.statement).toMatchObject({
      carriedFromId: null,
      carriedCents: 0,
      subtotalCents: -150_000,
      totalCents: -150_000,
    });
  });

  it('cancels an open batch, which frees its statements; a cancelled batch has no file', async () => {
    const payee = await partnerWithStatement('AU', 300, AU_ACCOUNT);
    const batch = (await createBatch('AU', [payee.statement.id])).json().batch;
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/payouts/${batch.id}/cancel`,
      token: admin.token,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().batch.status).toBe('cancelled');
    expect(
      (await t.request({ method: 'GET', url: `/api/payouts/${batch.id}/file`, token: admin.token }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/payouts/${batch.id}/paid`,
          token: admin.token,
          payload: { paid_on: '2026-11-27', bank_reference: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect((await createBatch('AU', [payee.statement.id])).statusCode).toBe(200);
  });
});

describe('two batches of one day', () => {
  // The bank's upload screen and the downloads folder keep files by name: the second file of a
  // day must not take the first one's name (or be saved as "payout-… (1).aba").
  it('download under names of their own', async () => {
    const [first, second] = await closeFor('AU', [
      await payee('AU', 900, AU_ACCOUNT),
      await payee('AU', 800, AU_ACCOUNT),
    ]);
    const names: string[] = [];
    for (const row of [first!, second!]) {
      const batch = (await createBatch('AU', [row.statement.id])).json().batch;
      const download = await t.request({
        method: 'GET',
        url: `/api/payouts/${batch.id}/file`,
        token: admin.token,
      });
      expect(download.statusCode).toBe(200);
      const name = /filename="([^"]+)"/.exec(download.headers['content-disposition'] ?? '')?.[1];
      expect(name).toMatch(/^payout-AU-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.aba$/);
      names.push(name!);
    }
    expect(names[0]).not.toBe(names[1]);
  });
});

describe('an NZ batch', () => {
  it('exports the BNZ bulk CSV with the total, count and hash total', async () => {
    const payee = await partnerWithStatement('NZ', 640, NZ_ACCOUNT);
    const batch = (await createBatch('NZ', [payee.statement.id])).json().batch;
    const download = await t.request({
      method: 'GET',
      url: `/api/payouts/${batch.id}/file`,
      token: admin.token,
    });
    expect(download.statusCode).toBe(200);
    const records = download.body
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(records[0]).toEqual([
      '1',
      '',
      '',
      '',
      '0209120123456001',
      '7',
      expect.stringMatching(/^\d{6}$/),
      expect.stringMatching(/^\d{6}$/),
      '',
    ]);
    const reference = `NZ-${String(payee.statement.number).padStart(6, '0')}`;
    expect(records[1]).toEqual([
      '2',
      '0109020068389000',
      '50',
      '64000',
      `Payee ${payee.partner.id.slice(0, 6)}`.slice(0, 20),
      reference,
      '',
      '',
      'COMMISSION',
      'LendRef',
      '',
      reference,
      '',
    ]);
    // Branch and account digits (09020068389) summed over the payments: one here.
    expect(records[2]).toEqual(['3', '64000', '1', '09020068389']);
  });

  it('transliterates payee names into the NZ file, and refuses one it would write empty, naming the statement', async () => {
    const maori = await partnerWithStatement('NZ', 640, NZ_ACCOUNT, 'confirmed', 'Hōhaia Ltd');
    const chinese = await partnerWithStatement('NZ', 640, NZ_ACCOUNT, 'confirmed', '王小明');
    const file = (batchId: string) =>
      t.request({ method: 'GET', url: `/api/payouts/${batchId}/file`, token: admin.token });

    const written = (await createBatch('NZ', [maori.statement.id])).json().batch;
    const records = (await file(written.id)).body.split('\r\n').map((line) => line.split(','));
    expect(records[1]?.[4]).toBe('Hohaia Ltd');

    const refused = (await createBatch('NZ', [chinese.statement.id])).json().batch;
    const download = await file(refused.id);
    expect(download.statusCode).toBe(409);
    const number = `NZ-${String(chinese.statement.number).padStart(6, '0')}`;
    expect(download.json().message).toBe(
      `Statement ${number}: the account name “王小明” has no Latin letters, so the New Zealand bank file would pay it with no payee name. Ask the partner to enter the account name as their bank holds it, then download again.`,
    );
  });

  it('refuses to export before the firm account is set', async () => {
    const payee = await partnerWithStatement('NZ', 640, NZ_ACCOUNT);
    const batch = (await createBatch('NZ', [payee.statement.id])).json().batch;
    await t.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin.token,
      payload: { firm_payout_accounts: { ...FIRM_ACCOUNTS, nz_account: '' } },
    });
    const download = await t.request({
      method: 'GET',
      url: `/api/payouts/${batch.id}/file`,
      token: admin.token,
    });
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toBe(
      "The firm's bank account for this market is not set. Add it under Settings, Payouts first.",
    );
    await t.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin.token,
      payload: { firm_payout_accounts: FIRM_ACCOUNTS },
    });
  });

  it('keeps batches to admins', async () => {
    const payee = await partnerWithStatement('NZ', 640, NZ_ACCOUNT);
    for (const url of ['/api/payouts?market=NZ', '/api/payouts/selectable?market=NZ']) {
      expect((await t.request({ method: 'GET', url, token: payee.token })).statusCode).toBe(403);
    }
  });
});

/**
 * Issue 41 finding 1 (decision 0087): a batch pays the account version it was opened with. The
 * partner (or whoever has their password) changes the account through the real form.
 */
describe('a partner account changed after the batch was opened', () => {
  const changeAccount = async (token: string) => {
    const saved = await savePaymentDetails(t, token, { ...AU_DETAILS, account_number: '87654321' });
    expect(saved.statusCode).toBe(200);
  };
  const download = (batchId: string) =>
    t.request({ method: 'GET', url: `/api/payouts/${batchId}/file`, token: admin.token });
  const markPaid = (batchId: string) =>
    t.request({
      method: 'POST',
      url: `/api/payouts/${batchId}/paid`,
      token: admin.token,
      payload: { paid_on: '2026-11-27', bank_reference: 'WBC-9001' },
    });
  const auditOf = (batchId: string, action: string) =>
    t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, batchId), eq(auditEvents.action, action)));
  const numberOf = (s: { number: number }) => `AU-${String(s.number).padStart(6, '0')}`;
  const changedMessage = (company: string, number: string) =>
    `The bank account of ${company} changed after this batch was opened (statement ${number}): ` +
    'the batch cannot pay it. Cancel the batch, confirm the new account with the partner by ' +
    'phone, then open a new batch.';

  it('creation refuses the changed account naming the partner, and pins the version it checked', async () => {
    const [steady, changed] = await closeFor('AU', [
      await payee('AU', 500, AU_ACCOUNT),
      await payee('AU', 400, AU_ACCOUNT),
    ]);
    await changeAccount(changed!.token);
    const refused = await createBatch('AU', [steady!.statement.id, changed!.statement.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `The bank details of ${changed!.partner.company} (statement ${numberOf(changed!.statement)}) are not confirmed for payout yet.`,
    );
    const created = await createBatch('AU', [steady!.statement.id]);
    expect(created.statusCode).toBe(200);
    const [audit] = await auditOf(created.json().batch.id, 'payout_batch.created');
    expect(audit?.after).toMatchObject({
      accounts: {
        [numberOf(steady!.statement)]: {
          partner: steady!.partner.company,
          account: '•••678',
          account_version: 1,
        },
      },
    });
  });

  it('the file is not built for an account changed after the batch was opened, and the audit says whose', async () => {
    const [steady, changed] = await closeFor('AU', [
      await payee('AU', 500, AU_ACCOUNT),
      await payee('AU', 400, AU_ACCOUNT),
    ]);
    const batch = (await createBatch('AU', [steady!.statement.id, changed!.statement.id])).json()
      .batch;
    await changeAccount(changed!.token);
    const refused = await download(batch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      changedMessage(changed!.partner.company, numberOf(changed!.statement)),
    );
    const [blocked] = await auditOf(batch.id, 'payout_batch.blocked');
    expect(blocked).toMatchObject({
      before: {
        step: 'export',
        accounts: {
          [numberOf(changed!.statement)]: { account: '•••678', account_version: 1 },
        },
      },
      after: {
        step: 'export',
        accounts: {
          [numberOf(changed!.statement)]: {
            partner: changed!.partner.company,
            account: '•••321',
            account_version: 2,
          },
        },
      },
    });
    expect(await auditOf(batch.id, 'payout_batch.exported')).toHaveLength(0);
    // Cancelled and opened again, the changed account waits for its confirmation or its hold.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/payouts/${batch.id}/cancel`,
          token: admin.token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await createBatch('AU', [changed!.statement.id])).statusCode).toBe(409);
    const again = await createBatch('AU', [steady!.statement.id]);
    const file = await download(again.json().batch.id);
    expect(file.statusCode).toBe(200);
    expect(readAba(file.body).details.map((row) => row.account)).toEqual([' 12345678']);
    const [exported] = await auditOf(again.json().batch.id, 'payout_batch.exported');
    expect(exported?.after).toMatchObject({
      accounts: { [numberOf(steady!.statement)]: { account: '•••678', account_version: 1 } },
    });
  });

  it('a batch whose account changed before any file was downloaded cannot be marked paid', async () => {
    const changed = await partnerWithStatement('AU', 400, AU_ACCOUNT);
    const batch = (await createBatch('AU', [changed.statement.id])).json().batch;
    await changeAccount(changed.token);
    const refused = await markPaid(batch.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      changedMessage(changed.partner.company, numberOf(changed.statement)),
    );
    const [commission] = await t.db
      .select()
      .from(commissions)
      .where(eq(commissions.partnerId, changed.partner.id));
    expect(commission?.status).toBe('approved');
    expect(await auditOf(batch.id, 'payout_batch.blocked')).toHaveLength(1);
  });

  it('paid after the file went out, the e-mail names the account the file paid and says it changed since', async () => {
    const changed = await partnerWithStatement('AU', 400, AU_ACCOUNT);
    await t.db.update(users).set({ locale: 'es' }).where(eq(users.id, changed.user.id));
    const batch = (await createBatch('AU', [changed.statement.id])).json().batch;
    expect((await download(batch.id)).statusCode).toBe(200);
    await changeAccount(changed.token);
    // The bank has the file with the account it was opened with: that payment happened.
    expect((await markPaid(batch.id)).statusCode).toBe(200);
    const [paid] = await auditOf(batch.id, 'payout_batch.paid');
    expect(paid?.after).toMatchObject({
      accounts: { [numberOf(changed.statement)]: { account: '•••678', account_version: 1 } },
      changed_since_file: {
        [numberOf(changed.statement)]: { account: '•••321', account_version: 2 },
      },
    });
    const mail = (await deliverMail(t.db)).find(
      (row) => row.to === changed.user.email && row.subject.startsWith('Pago'),
    );
    expect(mail?.text).toContain('Este pago se envió a la cuenta terminada en •••678');
    expect(mail?.text).not.toContain('•••321');
  });
});
