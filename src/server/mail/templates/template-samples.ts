import { seal } from '../../lib/seal';
import type { MailTemplateName } from './registry';

/** The key the samples' secrets are sealed with. */
export const TEMPLATE_SAMPLE_KEY = 'template-test-key-template-test-key';
/** One valid data object per template, for tests that render every e-mail. */
export const templateSamples = {
  'lead-confirmation': {
    first_name: 'Ada',
    reference: 'AU-2026-000123',
    amount: 50000,
    currency: 'AUD',
  },
  'lead-admin-notification': {
    lead_id: 'abc',
    reference: 'NZ-2026-000007',
    market: 'NZ',
    applicant: 'Kiri <script>alert(1)</script>',
    email: 'kiri@example.nz',
    mobile: '+64211234567',
    business_name: 'Kiri & Co',
    amount: 12000,
    currency: 'NZD',
    source: 'partner-link',
    partner_company: 'Acme Advisory',
  },
  'lead-partner-notice': {
    partner_name: 'Grace',
    reference: 'AU-2026-000124',
    applicant: 'Ada Lovelace',
    business_name: null,
    amount: 9000,
    currency: 'AUD',
  },
  'partner-signup-admin': {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    mobile: '+61412345678',
    company: 'Hopper Advisory',
    market: 'AU',
    business_number: '51824753556',
  },
  'join-existing-account': { name: 'Olive Owner' },
  'partner-approved': {
    name: 'Grace Hopper',
    company: 'Hopper Advisory',
    referral_code: 'abc123xy',
  },
  'password-reset': {
    name: 'Ada',
    token: seal(TEMPLATE_SAMPLE_KEY, 'raw-reset-token'),
    minutes: 60,
  },
  'password-changed': { name: 'Ada' },
  'verify-email': {
    name: 'Grace',
    id: 'user-1',
    expires: 1_900_000_000,
    signature: seal(TEMPLATE_SAMPLE_KEY, 'raw/verify+token'),
    reason: 'join',
  },
  'email-change-notice': { name: 'Ada', newEmail: 'ada@new.test' },
  'bank-details-changed': { name: 'Ada', masked: '•••678', holdDays: 7 },
  invite: {
    name: 'Ada',
    role: 'admin',
    token: seal(TEMPLATE_SAMPLE_KEY, 'raw-invite-token'),
    days: 7,
  },
  'guest-link': {
    name: 'Ada',
    reference: 'AU-2026-000123',
    purpose: 'upload',
    token: seal(TEMPLATE_SAMPLE_KEY, 'raw-guest-token'),
    days: 30,
  },
  'deal-room-admin': {
    lead_id: 'abc',
    reference: 'AU-2026-000123',
    applicant: 'Ada Lovelace',
    business_name: 'Analytical Engines',
    notice: 'term_sheet_accepted',
    detail: 'Ada Lovelace',
  },
  'email-in-use': { name: 'Olive Owner' },
  'sign-in-throttled': { name: 'Olive Owner', minutes: 15 },
  'partner-lead-moved': {
    partner_name: 'Grace',
    leads: [
      {
        reference: 'AU-2026-000123',
        applicant: 'Ada Lovelace',
        business_name: null,
        status: 'approved',
      },
      {
        reference: 'AU-2026-000124',
        applicant: 'Alan Turing',
        business_name: 'Bombe Pty Ltd',
        status: 'settled',
      },
    ],
  },
  'partner-commission': {
    partner_name: 'Grace',
    status: 'paid',
    items: [
      { reference: 'NZ-2026-000007', business_name: 'Kiri & Co', amount: 1250, currency: 'NZD' },
    ],
  },
  'document-rejected': {
    name: 'Ada',
    reference: 'AU-2026-000123',
    file_name: 'statement.pdf',
    reason: 'Page 2 is missing',
    token: seal(TEMPLATE_SAMPLE_KEY, 'raw-upload-token'),
    link: { expires_at: '2026-03-31T01:00:00Z', time_zone: 'Australia/Sydney' },
  },
  'lead-assigned': {
    admin_name: 'Ada',
    assigned_by: null,
    leads: [
      { id: 'abc', reference: 'AU-2026-000123', applicant: 'Ada Lovelace', business_name: null },
    ],
  },
  'two-factor-reset': { name: 'Ada' },
  'task-digest': {
    admin_name: 'Ada',
    market: 'AU',
    day: '2026-10-05',
    tasks: [
      {
        lead_id: 'abc',
        reference: 'AU-2026-000123',
        lead_name: 'Lovelace Engines',
        title: 'Call about the bank statements',
        due_date: '2026-10-02',
        due_time: '09:00',
        overdue: true,
      },
    ],
  },
  'webhook-disabled': { name: 'Ada', url: 'https://hooks.example.com/lendref', days: 3 },
  'statement-issued': {
    partner_name: 'Grace',
    number: 'AU-000042',
    period: '2026-12',
    kind: 'tax_invoice',
    total_cents: 137_500,
    currency: 'AUD',
  },
  'payout-paid': {
    partner_name: 'Grace',
    number: 'NZ-000007',
    amount_cents: 143_750,
    currency: 'NZD',
    paid_on: '2026-12-03',
    account_masked: '•••001',
  },
} satisfies Record<MailTemplateName, unknown>;
