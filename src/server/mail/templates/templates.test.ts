import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { ZodError } from 'zod';
import { renderMail, UnknownTemplateError } from './registry';
import { TEMPLATE_SAMPLE_KEY as appKey, templateSamples as samples } from './template-samples';

const site = { appName: 'LendRef', appUrl: 'https://app.lendref.test/', appKey };

describe('mail templates', () => {
  it.each(SUPPORTED_LOCALES)(
    'render every template in %s with an HTML and a text part',
    (locale) => {
      for (const [template, data] of Object.entries(samples)) {
        const mail = renderMail(template, locale, data, site);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.html).toContain(`lang="${locale}"`);
        // An untranslated key (`mail.x`, `mail-partner.x`), not the word "e-mail.".
        expect(mail.text).not.toMatch(
          /\{\{|(?<!-)\bmail(-partner|-invite|-deal-room|-security|-notices)?\.[a-z]/,
        );
        expect(mail.html).not.toMatch(
          /\{\{|(?<!-)\bmail(-partner|-invite|-deal-room|-security|-notices)?\.[a-z]/,
        );
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

  // Issue 31: the profile no longer says "taken"; a sign-in throttle tells the account's owner.
  it('tells the owner of an address another account asked for that nothing changed', () => {
    const mail = renderMail('email-in-use', 'en', samples['email-in-use'], site);
    expect(mail.subject).toBe('Someone tried to use your e-mail address on LendRef');
    expect(mail.text).toContain('so nothing was changed');
    expect(mail.text).toContain('Sign in: https://app.lendref.test/login');
  });

  it('tells the owner sign-ins from one address were paused, and that theirs still work', () => {
    const mail = renderMail('sign-in-throttled', 'zh-CN', samples['sign-in-throttled'], site);
    expect(mail.text).toContain('15 分钟');
    expect(mail.text).toContain('https://app.lendref.test/password/reset');
  });

  it('puts the reference and amount in the confirmation, in the applicant language', () => {
    const mail = renderMail('lead-confirmation', 'es', samples['lead-confirmation'], site);
    expect(mail.subject).toBe('Hemos recibido su solicitud AU-2026-000123');
    expect(mail.text).toContain('AU-2026-000123');
    expect(mail.text).toMatch(/50\.000/);
  });

  // Issue 42, item 5: the new-lead e-mail said "Source: admin".
  it('names where a new lead came from in words', () => {
    const data = { ...samples['lead-admin-notification'], source: 'admin' };
    expect(renderMail('lead-admin-notification', 'en', data, site).text).toContain(
      'Source: Entered by an admin',
    );
    expect(renderMail('lead-admin-notification', 'fr', data, site).text).not.toMatch(/: admin\b/);
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
