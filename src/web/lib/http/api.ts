import type { z } from 'zod';
import { pathWith, type CallInput, type Endpoint } from '../../../shared/api/endpoint';
import { HttpError, failWith, http, type RequestOptions } from './http';

/**
 * The typed client: calls an endpoint declared in src/shared (method, path, inputs) and reads
 * its answer with the endpoint's own schema. An answer that does not match is a failure of the
 * server, shown as the catalogue's generic error, never a silently wrong value on the screen.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: RequestOptions = {},
): Promise<z.output<E['response']>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const search = query
    ? `?${new URLSearchParams(
        Object.entries(query).flatMap(([key, value]) =>
          value === undefined || value === null ? [] : [[key, String(value)]],
        ),
      )}`
    : '';
  const data = await http(endpoint.method, pathWith(endpoint.path, params) + search, body, options);
  const answer = endpoint.response.safeParse(data);
  if (answer.success) return answer.data as z.output<E['response']>;
  // 502: the answer came, but not in the shape agreed; the catalogue words it as any 5xx.
  return failWith(new HttpError(502, undefined, 'Unexpected answer', false), options);
}
