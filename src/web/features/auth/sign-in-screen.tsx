import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLoginResponse, TSessionUser } from '../../../shared/auth/auth.contract';
import { http, HttpError } from '../../lib/http';
import { getCookie, removeCookie, setCookie } from '../../lib/cookies';

const REMEMBER_DAYS = 365;

export function SignInScreen() {
  const { t } = useTranslation();
  const [user, setUser] = useState<TSessionUser | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await http<TLoginResponse>('POST', '/api/login', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        remember: form.get('remember') === 'on',
      });
      setCookie('token', answer.token, form.get('remember') === 'on' ? REMEMBER_DAYS : undefined);
      setUser(await http<TSessionUser>('GET', '/api/user'));
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : t('signin.failed'));
    } finally {
      setBusy(false);
    }
  }

  async function signOut() {
    if (getCookie('token')) await http('POST', '/api/logout').catch(() => undefined);
    removeCookie('token');
    setUser(null);
  }

  if (user) {
    return (
      <main className="mx-auto max-w-md p-6">
        <p>{t('signin.signed_in_as', { name: user.name, email: user.email })}</p>
        <p>{t('signin.role', { role: user.role })}</p>
        <button type="button" className="mt-4 rounded border px-3 py-1" onClick={signOut}>
          {t('signin.sign_out')}
        </button>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="mb-4 text-2xl font-semibold">{t('signin.title')}</h1>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <label className="flex flex-col">
          {t('signin.email')}
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className="rounded border px-2 py-1"
          />
        </label>
        <label className="flex flex-col">
          {t('signin.password')}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className="rounded border px-2 py-1"
          />
        </label>
        <label className="flex items-center gap-2">
          <input name="remember" type="checkbox" /> {t('signin.remember')}
        </label>
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-blue-700 px-3 py-2 text-white disabled:opacity-50"
        >
          {t('signin.submit')}
        </button>
      </form>
    </main>
  );
}
