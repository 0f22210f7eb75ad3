import { describe, expect, it } from 'vitest';
import { auBankAccountFaults, maskedBankAccount, nzBankAccountFaults } from './bank-account';
import { isValidNzGstNumber } from './nz-gst-number';

const nz = (text: string) => {
  const [bank = '', branch = '', account = '', suffix = ''] = text.split('-');
  return nzBankAccountFaults({ bank, branch, account, suffix });
};

describe('NZ bank accounts (Inland Revenue RWT/NRWT specification check digits)', () => {
  // The specification's worked examples, one per algorithm, and one more from the library's tests.
  it.each([
    '01-0902-0068389-00',
    '08-6523-1954512-001',
    '26-2600-0320871-032',
    '12-3141-0325080-00',
  ])('accepts the published valid example %s', (account) => expect(nz(account)).toEqual({}));

  it.each([
    ['01-0902-0068388-00', 'account'], // a check digit changed
    ['08-6523-1954513-001', 'account'],
    ['26-2600-0320872-032', 'account'],
    ['01-9999-12312311-111', 'account'], // a branch bank 01 does not have (library example)
  ])('refuses the invalid %s on its %s', (account, field) => {
    expect(nz(account)).toEqual({ [field]: 'payment-details-validation.nz_check_digits' });
  });

  it('names each part in the wrong format before any arithmetic', () => {
    expect(nz('1-902-68389-0000')).toEqual({
      bank: 'payment-details-validation.nz_bank',
      branch: 'payment-details-validation.nz_branch',
      account: 'payment-details-validation.nz_account',
      suffix: 'payment-details-validation.nz_suffix',
    });
  });
});

describe('AU bank accounts', () => {
  it('takes a BSB of 6 digits and an account number of 5 to 9', () => {
    expect(auBankAccountFaults('062000', '12345')).toEqual({});
    expect(auBankAccountFaults('062000', '123456789')).toEqual({});
    expect(auBankAccountFaults('06200', '1234')).toEqual({
      bsb: 'payment-details-validation.bsb',
      account_number: 'payment-details-validation.au_account_number',
    });
    expect(auBankAccountFaults('0620001', '1234567890')).toEqual({
      bsb: 'payment-details-validation.bsb',
      account_number: 'payment-details-validation.au_account_number',
    });
  });
});

describe('masking', () => {
  it('shows only the last 3 digits of the account number', () => {
    expect(maskedBankAccount({ market: 'AU', bsb: '062000', accountNumber: '12345678' })).toBe(
      '•••678',
    );
    expect(
      maskedBankAccount({
        market: 'NZ',
        bank: '01',
        branch: '0902',
        account: '0068389',
        suffix: '000',
      }),
    ).toBe('•••389');
  });
});

describe('NZ GST (IRD) numbers', () => {
  // Inland Revenue's published examples: valid with the primary and the secondary weights.
  it.each(['49091850', '35901981', '49098576', '136410132', '49-091-850'])('accepts %s', (number) =>
    expect(isValidNzGstNumber(number)).toBe(true),
  );
  it.each(['49091851', '136410133', '9125568', '150000000', '4909185x'])('refuses %s', (number) =>
    expect(isValidNzGstNumber(number)).toBe(false),
  );
});
