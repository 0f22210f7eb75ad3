import type { BankAccount } from '../../shared/payment-details/bank-account';
import { seal, unseal } from '../lib/seal';

/**
 * The account sealed at rest under the app key (kept outside the database), as the contract of
 * issue 35 fixes it: a copy of the database alone holds no account digits.
 */
export const sealBankAccount = (appKey: string, account: BankAccount): string =>
  seal(appKey, JSON.stringify(account));

/** For the bank file only (statements work): no screen or e-mail ever shows it whole. */
export const openBankAccount = (appKey: string, sealed: string): BankAccount =>
  JSON.parse(unseal(appKey, sealed)) as BankAccount;
