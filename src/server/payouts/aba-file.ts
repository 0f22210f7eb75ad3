/**
 * An Australian direct entry (ABA, "Cemtex") file of credits (decision 0071): a descriptive
 * record (type 0), one detail record (type 1, transaction code 50) per payment and a file total
 * record (type 7), each 120 characters, CRLF between them. No balancing debit record: the firm's
 * bank debits its account for the file's total itself (a bank that wants a self-balancing file
 * needs one added here).
 */
export interface AbaPayer {
  /** Three-letter code of the firm's bank (CBA, WBC, NAB, ANZ...). */
  bank: string;
  /** The direct entry user name and APCA user ID the bank issued. */
  userName: string;
  apcaUserId: string;
  /** The firm's account, where the bank traces a returned payment to. */
  bsb: string;
  accountNumber: string;
  /** Shown on each payee's statement as the remitter (16 characters). */
  remitter: string;
}

export interface AbaPayment {
  bsb: string;
  accountNumber: string;
  accountName: string;
  amountCents: number;
  /** On the payee's statement: our statement number. */
  reference: string;
}

const RECORD_LENGTH = 120;

/** Upper case printable ASCII only: the format predates Unicode and most banks refuse the rest. */
function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .toUpperCase();
}

const left = (text: string, width: number) => ascii(text).slice(0, width).padEnd(width, ' ');
const rightSpaces = (text: string, width: number) => text.slice(-width).padStart(width, ' ');
const zeros = (value: number | string, width: number) => {
  const digits = String(value);
  if (digits.length > width) throw new Error(`${digits} does not fit ${width} digits`);
  return digits.padStart(width, '0');
};
const bsb = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 6)}`;
const blank = (width: number) => ' '.repeat(width);

/** DDMMYY, the format's processing date. */
function processingDate(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  return `${day}${month}${year.slice(2)}`;
}

export function abaFile(input: {
  payer: AbaPayer;
  payments: readonly AbaPayment[];
  /** YYYY-MM-DD: the day the bank is to process the file. */
  processOn: string;
  description: string;
}): string {
  const { payer } = input;
  const descriptive = [
    '0',
    blank(17),
    '01',
    left(payer.bank, 3),
    blank(7),
    left(payer.userName, 26),
    zeros(payer.apcaUserId, 6),
    left(input.description, 12),
    processingDate(input.processOn),
    blank(40),
  ].join('');
  const details = input.payments.map((payment) =>
    [
      '1',
      bsb(payment.bsb),
      rightSpaces(payment.accountNumber, 9),
      ' ',
      '50',
      zeros(payment.amountCents, 10),
      left(payment.accountName, 32),
      left(payment.reference, 18),
      bsb(payer.bsb),
      rightSpaces(payer.accountNumber, 9),
      left(payer.remitter, 16),
      zeros(0, 8),
    ].join(''),
  );
  const credits = input.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const total = [
    '7',
    '999-999',
    blank(12),
    zeros(credits, 10),
    zeros(credits, 10),
    zeros(0, 10),
    blank(24),
    zeros(input.payments.length, 6),
    blank(40),
  ].join('');
  const records = [descriptive, ...details, total];
  for (const record of records) {
    if (record.length !== RECORD_LENGTH)
      throw new Error(`ABA record of ${record.length} characters`);
  }
  return `${records.join('\r\n')}\r\n`;
}
