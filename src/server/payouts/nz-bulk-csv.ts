import { bankPayeeName } from '../../shared/payouts/bank-payee-name';

/**
 * A New Zealand bulk payment file in BNZ's "Internet Banking for Business" direct credit
 * import layout (decision 0071), which ANZ, ASB and Westpac NZ portals also import: comma
 * separated, a header record (1), one transaction record (2, code 50) per payment and a
 * trailer record (3) with the total in cents, the count and the hash total.
 */
export interface NzPayment {
  /** 16 digits: bank 2, branch 4, account 7, suffix 3. */
  account: string;
  accountName: string;
  amountCents: number;
  reference: string;
}

/** The 16-digit form of a 15- or 16-digit account: the suffix padded to three digits. */
function nzAccount16(digits: string): string {
  return digits.length === 15 ? `${digits.slice(0, 13)}0${digits.slice(13)}` : digits;
}

/** What the bank takes of a text (transliterated where it can be), cut to the field's width. */
function field(text: string, width: number): string {
  return bankPayeeName(text).text.slice(0, width).trim();
}

/** YYMMDD. */
const shortDate = (isoDay: string) => isoDay.replace(/-/g, '').slice(2);

/**
 * The hash total: the sum of each payee account's branch and account digits (digits 3 to 13 of
 * the 16), of which the file carries the rightmost 11.
 */
function nzHashTotal(accounts: readonly string[]): string {
  const sum = accounts.reduce((total, account) => total + BigInt(account.slice(2, 13)), 0n);
  return String(sum).slice(-11).padStart(11, '0');
}

export function nzBulkCsv(input: {
  fromAccount: string;
  payerName: string;
  payments: readonly NzPayment[];
  processOn: string;
  createdOn: string;
}): string {
  const header = [
    '1',
    '',
    '',
    '',
    nzAccount16(input.fromAccount),
    '7',
    shortDate(input.processOn),
    shortDate(input.createdOn),
    '',
  ];
  const rows = input.payments.map((payment) => [
    '2',
    payment.account,
    '50',
    String(payment.amountCents),
    field(payment.accountName, 20),
    field(payment.reference, 12),
    '',
    '',
    field('COMMISSION', 12),
    field(input.payerName, 20),
    '',
    field(payment.reference, 12),
    '',
  ]);
  const total = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const trailer = [
    '3',
    String(total),
    String(input.payments.length),
    nzHashTotal(input.payments.map((payment) => payment.account)),
  ];
  return `${[header, ...rows, trailer].map((record) => record.join(',')).join('\r\n')}\r\n`;
}
