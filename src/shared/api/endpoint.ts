import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/**
 * One API endpoint, declared once (issue 12): the server registers its route from it
 * (src/server/lib/serve-endpoint.ts) and the browser calls it through it (src/web/lib/api.ts),
 * so method, path, inputs and answer cannot drift apart.
 */
/** A schema of full `zod` or of `zod/mini` (the contracts guest pages load, decision 0064). */
export type Schema = z.ZodType | ZodMiniType;

export interface Endpoint {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify's form: `/api/apply/referrer/:code`. */
  path: `/api/${string}`;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The 200 answer. */
  response: Schema;
}

export function endpoint<const E extends Endpoint>(definition: E): E {
  return definition;
}

type In<S> = S extends Schema ? z.input<S> : undefined;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type ParamsOf<E extends Endpoint> = Out<E['params']>;
export type QueryOf<E extends Endpoint> = Out<E['query']>;
export type BodyOf<E extends Endpoint> = Out<E['body']>;
/** What a handler returns: the answer before the schema's own defaults and transforms. */
export type AnswerOf<E extends Endpoint> = In<E['response']>;

/** What a caller sends: only the parts the endpoint declares. */
export type CallInput<E extends Endpoint> = (E['params'] extends Schema
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema ? { body: In<E['body']> } : { body?: undefined });

/** The path with each `:name` replaced by its value, encoded. */
export function pathWith(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
}
