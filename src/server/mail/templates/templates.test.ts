import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { ZodError } from 'zod';
import { seal } from '../../lib/seal';
import { renderMail, UnknownTemplateError, type MailTemplateName } from './registry';

const appKey = 'template-test-key-template-test-key';
const site = { appName: 'LendRef', appUrl: 'https://app.lendref.test/', appKey };
const samples = {
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
  'password-reset': { name: 'Ada', token: seal(appKey, 'raw-reset-token'), minutes: 60 },
  'password-changed': { name: 'Ada' },
  'verify-email': {
    name: 'Grace',
    id: 'user-1',
    expires: 1_900_000_000,
    signature: seal(appKey, 'raw/verify+token'),
    reason: 'join',
  },
  'email-change-notice': { name: 'Ada', newEmail: 'ada@new.test' },
  invite: { name: 'Ada', role: 'admin', token: seal(appKey, 'raw-invite-token'), days: 7 },
  'guest-link': {
    name: 'Ada',
    reference: 'AU-2026-000123',
    purpose: 'upload',
    token: seal(appKey, 'raw-guest-token'),
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
  'two-factor-reset': { name: 'Ada' },
} satisfies Record<MailTemplateName, unknown>;

describe('mail templates', () => {
  it.each(SUPPORTED_LOCALES)(
    'render every template in %s with an HTML and a text part',
    (locale) => {
      for (const [template, data] of Object.entries(samples)) {
        const mail = renderMail(template, locale, data, site);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.html).toContain(`lang="${locale}"`);
        // An untranslated key (`mail.x`, `mail-partner.x`), not the word "e-mail.".
        expect(mail.text).not.toMatch(/\{\{|(?<!-)\bmail(-partner|-invite|-deal-room)?\.[a-z]/);
        expect(mail.html).not.toMatch(/\{\{|(?<!-)\bmail(-partner|-invite|-deal-room)?\.[a-z]/);
      }
    },
  );

  it('tells the owner of an address used at /join that no account was made, and where to sign in', () => {
    const mail = renderMail('join-existing-account', 'en', samples['join-existing-account'], site);
    expect(mail.subject).toBe('Someone tried to join LendRef with your e-mail address');
    expect(mail.text).toContain('Hello Olive Owner');
    expect(mail.text).toContain('no new account was created');
    expect(mail.text).toContain('Sign in: https://app.lendref.test/login');
  });

  it('puts the reference and amount in the confirmation, in the applicant language', () => {
    const mail = renderMail('lead-confirmation', 'es', samples['lead-confirmation'], site);
    expect(mail.subject).toBe('Hemos recibido su solicitud AU-2026-000123');
    expect(mail.text).toContain('AU-2026-000123');
    expect(mail.text).toMatch(/50\.000/);
  });

  it('escapes values in HTML and links to the lead', () => {
    const mail = renderMail(
      'lead-admin-notification',
      'en',
      samples['lead-admin-notification'],
      site,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Kiri &amp; Co');
    expect(mail.text).toContain('https://app.lendref.test/lead/abc');
  });

  it('links the applicant to their deal-room page with the token itself, and says how long it works', () => {
    const mail = renderMail('guest-link', 'en', samples['guest-link'], site);
    expect(mail.subject).toBe('Documents needed for your application AU-2026-000123');
    expect(mail.text).toContain('https://app.lendref.test/upload/raw-guest-token');
    expect(mail.text).toContain('The link works for 30 days.');
  });

  it('refuses data that does not fit the template, and unknown templates', () => {
    expect(() => renderMail('lead-confirmation', 'en', { reference: 1 }, site)).toThrow(ZodError);
    expect(() => renderMail('no-such-template', 'en', {}, site)).toThrow(UnknownTemplateError);
  });

  it('opens the sealed reset token into the /password/reset/:token link, valid 60 minutes', () => {
    const mail = renderMail('password-reset', 'en', samples['password-reset'], site);
    expect(mail.subject).toBe('Reset your LendRef password');
    expect(mail.text).toContain(
      'Reset password: https://app.lendref.test/password/reset/raw-reset-token',
    );
    expect(mail.text).toContain('The link works for 60 minutes, and only once.');
  });

  it('builds the /email/verify/:id link with its expiry and signature, encoded', () => {
    const mail = renderMail('verify-email', 'fr', samples['verify-email'], site);
    expect(mail.text).toContain(
      'https://app.lendref.test/email/verify/user-1?expires=1900000000&signature=raw%2Fverify%2Btoken',
    );
    expect(mail.text).toContain('partenaire');
  });

  it('cannot open a sealed token without the app key', () => {
    const { appKey: _, ...noKey } = site;
    expect(() => renderMail('password-reset', 'en', samples['password-reset'], noKey)).toThrow(
      /no app key/,
    );
  });
});
