import type { z } from 'zod';

/**
 * One API endpoint, declared once (issue 12): the server registers its route from it
 * (src/server/lib/serve-endpoint.ts) and the browser calls it through it (src/web/lib/api.ts),
 * so method, path, inputs and answer cannot drift apart.
 */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify's form: `/api/apply/referrer/:code`. */
  path: `/api/${string}`;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 answer. */
  response: z.ZodType;
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;
/** What a handler returns: the answer before the schema's own defaults and transforms. */
export type AnswerOf<E extends Endpoint> = In<E['response']>;

/** What a caller sends: only the parts the endpoint declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined });

/** The path with each `:name` replaced by its value, encoded. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}
