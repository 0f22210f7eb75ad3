import nzBankAccounts from 'nz-bank-account-validator/lib/NZ-Bank-Account-Validator.js';
import type { MessageKey } from '../i18n/message-key';

/**
 * A partner's bank account as it is sealed in `partner_payment_details.bank_account_sealed`
 * (the contract of issue 35 with the statements work): digits only, the NZ suffix padded to 3.
 */
export type BankAccount =
  | { market: 'AU'; bsb: string; accountNumber: string }
  | { market: 'NZ'; bank: string; branch: string; account: string; suffix: string };

/** The only form of an account a screen or an e-mail shows: its last 3 digits behind dots. */
export function maskedBankAccount(account: BankAccount): string {
  const number = account.market === 'AU' ? account.accountNumber : account.account;
  return `•••${number.slice(-3)}`;
}

/** AU: a BSB is 6 digits; an account number 5 to 9 (APCA direct entry carries at most 9). */
export function auBankAccountFaults(bsb: string, accountNumber: string) {
  const faults: Partial<Record<'bsb' | 'account_number', MessageKey>> = {};
  if (!/^\d{6}$/.test(bsb)) faults.bsb = 'payment-details-validation.bsb';
  if (!/^\d{5,9}$/.test(accountNumber))
    faults.account_number = 'payment-details-validation.au_account_number';
  return faults;
}

/**
 * NZ: bank 2 digits, branch 4, account 7 (8 for the few banks that use it), suffix 2 or 3, and
 * the check digits of the published algorithm (Inland Revenue's RWT/NRWT specification), which
 * also refuses a branch its bank does not have. The library does that arithmetic; the format of
 * each part is checked here first so that the message names the part at fault.
 */
export function nzBankAccountFaults(parts: {
  bank: string;
  branch: string;
  account: string;
  suffix: string;
}) {
  const faults: Partial<Record<'bank' | 'branch' | 'account' | 'suffix', MessageKey>> = {};
  if (!/^\d{2}$/.test(parts.bank)) faults.bank = 'payment-details-validation.nz_bank';
  if (!/^\d{4}$/.test(parts.branch)) faults.branch = 'payment-details-validation.nz_branch';
  if (!/^\d{7,8}$/.test(parts.account)) faults.account = 'payment-details-validation.nz_account';
  if (!/^\d{2,3}$/.test(parts.suffix)) faults.suffix = 'payment-details-validation.nz_suffix';
  if (Object.keys(faults).length > 0) return faults;
  const valid = nzBankAccounts.validate({
    id: parts.bank,
    branch: parts.branch,
    base: parts.account,
    suffix: parts.suffix,
  });
  if (!valid) faults.account = 'payment-details-validation.nz_check_digits';
  return faults;
}

/** The NZ suffix as sealed: 3 digits, a 2-digit one zero-padded ("00" → "000"). */
export const paddedNzSuffix = (suffix: string) => suffix.padStart(3, '0');
