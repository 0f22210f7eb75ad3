// @vitest-environment jsdom
import i18next from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import { permissionsFor } from '../../../shared/auth/permissions';
import type { TApplyRequest } from '../../../shared/leads/apply.contract';
import { APPLY_ENDPOINTS } from '../../../shared/leads/apply.endpoints';
import { currentAlerts } from '../feedback/alerts';
import { callApi } from './api';
import { HttpError, http, onHttpError } from './http';
import { handleHttpError, resetHttpErrorState } from './http-errors';
import { setNavigator } from '../session/navigator';
import { clearSession, fetchUser, getSession, logout, setUser } from '../session/session';

const navigate = vi.fn();
const fetchMock = vi.fn<typeof fetch>();

function answer(status: number, body?: unknown, type = 'application/json', statusText = '') {
  return new Response(
    body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body),
    {
      status,
      statusText,
      headers: { 'content-type': type },
    },
  );
}

const partner = {
  id: '1',
  name: 'P',
  email: 'p@e.test',
  role: 'partner' as const,
  roles: ['partner'],
  permissions: permissionsFor(['partner']),
  locale: 'en',
  email_verified_at: null,
};

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: messages.en } } });
  onHttpError(handleHttpError);
  setNavigator(navigate);
  vi.stubGlobal('fetch', fetchMock);
});

beforeEach(() => {
  resetHttpErrorState();
  clearSession();
  for (const alert of currentAlerts()) alert.resolve(true);
  fetchMock.mockReset();
  navigate.mockReset();
  document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
});

const alerts = () =>
  currentAlerts().map(({ title, text, confirmLabel }) => ({ title, text, confirmLabel }));
const failing = (promise: Promise<unknown>) => promise.catch((error: unknown) => error);

describe('request headers', () => {
  it('sends the language and the XSRF echo, and the session cookie with the request', async () => {
    await i18next.changeLanguage('fr');
    fetchMock.mockResolvedValueOnce(answer(200, { ok: true }));
    await http('POST', '/api/x', { a: 1 });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers).toMatchObject({
      'accept-language': 'fr',
      'x-xsrf-token': 'xsrf-value',
      'content-type': 'application/json',
    });
    expect(fetchMock.mock.calls[0]![1]!.credentials).toBe('same-origin');
    expect(fetchMock.mock.calls[0]![1]!.signal).toBeUndefined(); // no timeout
    await i18next.changeLanguage('en');
  });

  // The token is HttpOnly (decision 0060): the SPA has none to put in a header.
  it('sends no Authorization header', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, {}));
    await http('GET', '/api/x');
    expect(fetchMock.mock.calls[0]![1]!.headers).not.toHaveProperty('authorization');
  });
});

describe('error catalogue (spec §8)', () => {
  it('4xx: "Oops..." with the server’s message, or the long fallback, and Close', async () => {
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'No access.' }));
    expect(await failing(http('GET', '/api/x'))).toBeInstanceOf(HttpError);
    expect(alerts()).toEqual([{ title: 'Oops...', text: 'No access.', confirmLabel: 'Close' }]);
    currentAlerts()[0]!.resolve(true);
    fetchMock.mockResolvedValueOnce(answer(402, {}));
    await failing(http('GET', '/api/x'));
    expect(alerts()[0]?.text).toBe(
      'Something went wrong! Please hard refresh the page and try again or notify the dev with screen of the error',
    );
  });

  it('a status the caller handles on its screen: no popup for it, the popup for the others', async () => {
    fetchMock.mockResolvedValueOnce(answer(409, { message: 'Changed meanwhile.' }));
    const conflict = (await failing(http('PUT', '/api/x', {}, { handled: [409] }))) as HttpError;
    expect(conflict.status).toBe(409);
    expect(alerts()).toEqual([]);
    fetchMock.mockResolvedValueOnce(answer(403, { message: 'No access.' }));
    await failing(http('PUT', '/api/x', {}, { handled: [409] }));
    expect(alerts()).toEqual([{ title: 'Oops...', text: 'No access.', confirmLabel: 'Close' }]);
  });

  it('422: no popup; the caller gets the field errors', async () => {
    fetchMock.mockResolvedValueOnce(answer(422, { message: 'Bad', errors: { email: ['Taken'] } }));
    const error = (await failing(http('POST', '/api/x', {}))) as HttpError;
    expect(error.status).toBe(422);
    expect(error.body?.errors).toEqual({ email: ['Taken'] });
    expect(alerts()).toEqual([]);
  });

  it('500+: the translated alert, only once; the status text for an HTML answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'boom' }));
    fetchMock.mockResolvedValueOnce(answer(503, { message: 'boom' }));
    await Promise.all([failing(http('GET', '/a')), failing(http('GET', '/b'))]);
    expect(alerts()).toEqual([
      {
        title: 'Something went wrong',
        text: 'An unexpected error occurred on the server. Please try again later.',
        confirmLabel: 'OK',
      },
    ]);
    resetHttpErrorState();
    currentAlerts()[0]!.resolve(true);
    fetchMock.mockResolvedValueOnce(answer(502, '<h1>x</h1>', 'text/html', 'Bad Gateway'));
    await failing(http('GET', '/c'));
    expect(alerts()[0]?.text).toBe('Bad Gateway');
  });

  // Issue 12: the typed client reads every answer with the endpoint's schema.
  it('an answer that does not match its endpoint is the generic failure, not a wrong value', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { reference: 42 }));
    const error = await failing(callApi(APPLY_ENDPOINTS.apply, { body: {} as TApplyRequest }));
    expect(error).toBeInstanceOf(HttpError);
    expect(alerts()).toEqual([
      {
        title: 'Something went wrong',
        text: 'An unexpected error occurred on the server. Please try again later.',
        confirmLabel: 'OK',
      },
    ]);

    // A matching answer comes back as the schema reads it; the path's parameters encoded.
    fetchMock.mockResolvedValueOnce(answer(200, { company: 'Acme & Co' }));
    const referrer = await callApi(APPLY_ENDPOINTS.referrer, { params: { code: 'a/b c' } });
    expect(referrer).toEqual({ company: 'Acme & Co' });
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/apply/referrer/a%2Fb%20c');
  });

  it('401 while signed in: token-expired alert, then sign-out and login', async () => {
    setUser(partner);
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' }));
    fetchMock.mockResolvedValueOnce(answer(200, { message: 'bye' })); // the logout call
    await failing(http('GET', '/api/x'));
    expect(alerts()).toEqual([
      {
        title: 'Session expired',
        text: 'Your session has expired. Please sign in again.',
        confirmLabel: 'OK',
      },
    ]);
    currentAlerts()[0]!.resolve(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(getSession()).toEqual({ user: null });
    // The server call that revokes the token and clears its cookie was made.
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/logout');
  });

  it('401 "Unauthenticated." while signed out: "Not Authorize" / "Token Expired!" with Ok', async () => {
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' }));
    await failing(http('GET', '/api/x'));
    expect(alerts()).toEqual([
      { title: 'Not Authorize', text: 'Token Expired!', confirmLabel: 'Ok' },
    ]);
    currentAlerts()[0]!.resolve(true);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
  });

  it('network errors: passed back to the caller, no alert', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failing(http('GET', '/api/x'))).toBeInstanceOf(TypeError);
    expect(alerts()).toEqual([]);
  });
});

describe('session', () => {
  it('a failed user fetch signs out without a word', async () => {
    setUser(partner);
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'Unauthenticated.' }));
    expect(await fetchUser()).toBeNull();
    expect(getSession()).toEqual({ user: null });
    expect(alerts()).toEqual([]);
  });

  it('logout clears the user even when the server call fails', async () => {
    setUser(partner);
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await logout();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()).toEqual({ user: null });
    expect(alerts()).toEqual([]);
  });
});
