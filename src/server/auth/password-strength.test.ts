import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, joinPayload, TEST_PASSWORD } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';
import { translator } from '../i18n';
import { filledFormToken, TEST_APP_KEY } from '../leads/leads.test-support';
import { createAdmin } from '../users/bootstrap-admin';
import { replacePasswordToken } from './password-resets.queries';
import { passwordProblem } from './password-strength';

/**
 * Issue 31, finding 5: "passwords need only 10 characters (aaaaaaaaaa and the user's own e-mail
 * pass)". One rule, checked by the server wherever a password is set, said in five languages.
 */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());

const OWNER = { email: 'maria.souza@example.test', name: 'Maria Souza' };
const STRONG = 'Quiet-Harbour-Lantern-1987';
const fresh = () => ({ remoteAddress: `192.0.2.${++ip}` });

describe('the password rule', () => {
  it.each([
    ['aaaaaaaaaa', 'validation.password_min'],
    ['aaaaaaaaaaaa', 'security.password_weak'],
    ['password1234', 'security.password_weak'],
    ['qwertyuiop123', 'security.password_weak'],
    ['maria.souza@example.test', 'security.password_personal'],
    ['xx-mariasouza-2026-yy', 'security.password_personal'],
    ['Maria Souza rocks 99', 'security.password_personal'],
    ['my LendRef password 2026', 'security.password_personal'],
    ['shahaccounting1', 'security.password_personal'],
    ['Accounting-Shah-77', 'security.password_personal'],
    [STRONG, null],
    [TEST_PASSWORD, null],
  ])('%s → %s', (password, problem) => {
    expect(passwordProblem(password, { ...OWNER, company: 'Shah Accounting' }, ['LendRef'])).toBe(
      problem,
    );
  });

  it('every problem is said in each of the five languages', () => {
    for (const key of ['security.password_weak', 'security.password_personal'] as const) {
      const texts = SUPPORTED_LOCALES.map((locale) => translator(locale)(key));
      expect(new Set(texts).size).toBe(SUPPORTED_LOCALES.length);
      for (const text of texts) expect(text).not.toContain('security.');
    }
    expect(translator('fr')('validation.password_min')).toContain('12');
  });
});

describe('the server refuses a weak password everywhere one is set', () => {
  const weak = (payload: { password: string }, language = 'en') => ({
    ...payload,
    headers: { 'accept-language': language },
  });

  it('a reset link and an invitation: 422 on the field, the link still usable', async () => {
    for (const purpose of ['reset', 'invite'] as const) {
      const user = await createUser(t.db, { email: `${purpose}.owner@example.test` });
      const token = await t.db.transaction((tx) =>
        replacePasswordToken(tx, user.id, purpose, 3600),
      );
      const url = purpose === 'reset' ? '/api/password/reset' : '/api/invite/accept';
      const send = (password: string, language = 'en') =>
        t.request({
          method: 'POST',
          url,
          ...fresh(),
          payload: { token, password, password_confirmation: password },
          ...weak({ password }, language),
        });
      const own = await send(`${purpose}.owner@example.test`, 'es');
      expect(own.statusCode).toBe(422);
      expect(own.json().errors.password).toEqual([translator('es')('security.password_personal')]);
      const guessable = await send('aaaaaaaaaaaa', 'zh-CN');
      expect(guessable.json().errors.password).toEqual([
        translator('zh-CN')('security.password_weak'),
      ]);
      expect((await send(STRONG)).statusCode).toBe(200);
    }
  });

  it('the password screen (a first admin’s too): 422 in the reader’s language', async () => {
    const { user, token } = await t.signIn('admin', { passwordChangeRequired: true });
    const change = (password: string, language: string) =>
      t.request({
        method: 'PATCH',
        url: '/api/settings/password',
        token,
        headers: { 'accept-language': language },
        payload: { current_password: TEST_PASSWORD, password, password_confirmation: password },
      });
    for (const language of SUPPORTED_LOCALES) {
      const refused = await change(user.email, language);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        password: [translator(language)('security.password_personal')],
      });
    }
    const short = await change('aaaaaaaaaa', 'pt-BR');
    expect(short.json().errors.password).toEqual(['A senha deve ter pelo menos 12 caracteres.']);
    expect((await change(STRONG, 'en')).statusCode).toBe(200);
  });

  it('a partner sign-up', async () => {
    const payload = joinPayload({ form_token: filledFormToken() });
    const email = String(payload.email);
    const refused = await t.request({
      method: 'POST',
      url: '/api/join',
      ...fresh(),
      headers: { 'accept-language': 'fr' },
      payload: { ...payload, password: email, password_confirmation: email },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.password).toEqual([
      translator('fr')('security.password_personal'),
    ]);
  });

  // Issue 42, item 9: a password built from the firm's name was accepted.
  it('a partner sign-up or password change built from the firm’s name', async () => {
    const payload = joinPayload({ form_token: filledFormToken(), company: 'Shah Accounting' });
    const joined = await t.request({
      method: 'POST',
      url: '/api/join',
      ...fresh(),
      payload: {
        ...payload,
        password: 'shahaccounting1',
        password_confirmation: 'shahaccounting1',
      },
    });
    expect(joined.statusCode).toBe(422);
    expect(joined.json().errors.password).toEqual([translator('en')('security.password_personal')]);

    const { token } = await t.signIn(
      'partner',
      {},
      { partner: { company: 'Harbourview Advisory' } },
    );
    const firmPassword = 'harbourviewadvisory1';
    const changed = await t.request({
      method: 'PATCH',
      url: '/api/settings/password',
      token,
      payload: {
        current_password: TEST_PASSWORD,
        password: firmPassword,
        password_confirmation: firmPassword,
      },
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.password).toEqual([
      translator('en')('security.password_personal'),
    ]);
  });

  it('admin:create and the first admin (createAdmin) refuse one in words', async () => {
    await expect(
      createAdmin(t.db, { email: 'cli.admin@example.test', password: 'aaaaaaaaaaaa' }),
    ).rejects.toThrow(/Password refused: This password is too easy to guess/);
    // The first admin from ADMIN_PASSWORD goes through createAdmin too.
    await expect(
      createAdmin(t.db, { email: 'first@example.test', password: 'first@example.test' }),
    ).rejects.toThrow(/Password refused: Your password must not contain your e-mail address/);
    expect(
      (await createAdmin(t.db, { email: 'cli.ok@example.test', password: STRONG })).email,
    ).toBe('cli.ok@example.test');
  });
});
