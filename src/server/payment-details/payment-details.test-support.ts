import type { TestApp } from '../../../tests/support/test-app';
import { TEST_PASSWORD } from '../../../tests/support/factories';

/** A valid AU form: ABN of the factories, BSB of a real bank, an 8-digit account. */
export const AU_DETAILS = {
  market: 'AU',
  legal_name: 'Harbour Referrals Pty Ltd',
  business_number: '51 824 753 556',
  gst_registered: true,
  gst_number: '',
  account_name: 'Harbour Referrals',
  change_bank: true,
  bsb: '062-000',
  account_number: '12345678',
  current_password: TEST_PASSWORD,
};

/** A valid NZ form: Inland Revenue's published example account (algorithm A) and IRD number. */
export const NZ_DETAILS = {
  market: 'NZ',
  legal_name: 'Kauri Advisers Limited',
  business_number: '9429046393920',
  gst_registered: true,
  gst_number: '49-091-850',
  account_name: 'Kauri Advisers',
  change_bank: true,
  bank: '01',
  branch: '0902',
  account: '0068389',
  suffix: '00',
  current_password: TEST_PASSWORD,
};

/** A save as the partner's browser sends it; `language` is its Accept-Language. */
export const savePaymentDetails = (t: TestApp, token: string, payload: object, language?: string) =>
  t.request({
    method: 'PUT',
    url: '/api/settings/payment-details',
    token,
    payload,
    headers: language ? { 'accept-language': language } : undefined,
  });
