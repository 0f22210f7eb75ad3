import { getCookie } from './cookies';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } | undefined,
    readonly statusText: string,
  ) {
    super(body?.message ?? statusText);
  }
}

/** The one HTTP client: bearer token, language, XSRF echo; no timeout. */
export async function http<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getCookie('token');
  if (token) headers.authorization = `Bearer ${token}`;
  headers['accept-language'] = getCookie('locale') ?? document.documentElement.lang ?? 'en';
  const xsrf = getCookie('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const data = isJson ? await response.json() : undefined;
  if (!response.ok) throw new HttpError(response.status, data, response.statusText);
  return data as T;
}
