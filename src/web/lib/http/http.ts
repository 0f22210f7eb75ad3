import i18next from 'i18next';
import { getCookie } from '../session/cookies';
import { isServer } from '../ssr/is-server';
import { currentFetch } from '../ssr/server-fetch';

export interface HttpErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

export class HttpError extends Error {
  /**
   * The error catalogue has already told the user in a modal alert: the caller adds no toast or
   * second message of its own (issue 30: one message per refusal).
   */
  shown = false;

  constructor(
    readonly status: number,
    readonly body: HttpErrorBody | undefined,
    readonly statusText: string,
    /** The server answered with a web page instead of JSON (a proxy's error page, say). */
    readonly isHtml: boolean,
  ) {
    super(body?.message ?? statusText);
  }
}

export interface RequestOptions {
  /** No alert of the error catalogue; the caller alone handles the failure (user fetch, logout). */
  silent?: boolean;
  /** Statuses the caller answers on its own screen (a 409 with its reload panel): no alert. */
  handled?: readonly number[];
  signal?: AbortSignal;
  /** The request outlives the page (a report sent just before it reloads). */
  keepalive?: boolean;
}

type ErrorHandler = (error: HttpError, options: RequestOptions) => void;
let errorHandler: ErrorHandler = () => undefined;

/** The error catalogue (spec §8) plugs in here at start; see http-errors.ts. */
export function onHttpError(handler: ErrorHandler): void {
  errorHandler = handler;
}

/** Passes an error to the catalogue, then throws it: one way for every failure to surface. */
export function failWith(error: HttpError, options: RequestOptions): never {
  errorHandler(error, options);
  throw error;
}

/**
 * The transport under the typed client (api.ts): session cookie, language, XSRF echo; no timeout
 * (spec §7). HTTP failures go through the error catalogue and are thrown; network failures are
 * thrown as they are. The answer is unknown until the endpoint's schema has read it.
 */
export async function http(
  method: string,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const headers = requestHeaders('application/json');
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await currentFetch()(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal: options.signal,
    keepalive: options.keepalive,
  });
  const type = response.headers.get('content-type') ?? '';
  const data = type.includes('application/json')
    ? await response.json().catch(() => undefined)
    : undefined;
  if (!response.ok) {
    failWith(
      new HttpError(response.status, data, response.statusText, type.includes('text/html')),
      options,
    );
  }
  return data;
}

/**
 * Language and XSRF echo: what every request of the app carries. The session travels in its
 * HttpOnly cookie, not a bearer header (decision 0060).
 */
export function requestHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { accept };
  // On the server (decision 0073) the render's own fetch sends the visitor's language and cookies.
  if (isServer) return headers;
  headers['accept-language'] = i18next.language || document.documentElement.lang || 'en';
  const xsrf = getCookie('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  return headers;
}

/**
 * Downloads a file the API sends as an attachment (a CSV export): fetched with the session's
 * headers, which a plain link could not send, then saved under the server's file name. With a
 * `body` it is posted as JSON (a privacy export: the address stays out of URLs and logs).
 */
export async function downloadFile(
  url: string,
  options: RequestOptions & { body?: unknown } = {},
): Promise<void> {
  const headers = requestHeaders('*/*');
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
  if (!response.ok) {
    const type = response.headers.get('content-type') ?? '';
    const data = type.includes('application/json')
      ? await response.json().catch(() => undefined)
      : undefined;
    failWith(
      new HttpError(response.status, data, response.statusText, type.includes('text/html')),
      options,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  // The exact name (RFC 5987) when the server gives one, else its plain ASCII fallback.
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = exact
    ? decodeURIComponent(exact)
    : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
