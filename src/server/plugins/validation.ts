import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { IssueLike } from '../../shared/validation/format-issue';

/** Carries zod's issues to the error handler, which words them in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: IssueLike[]) {
    super('Request validation failed');
  }
}

/** Paths of strings holding a NUL byte: PostgreSQL cannot store them, so refuse them upfront. */
function findNulStrings(
  value: unknown,
  path: PropertyKey[] = [],
  found: IssueLike[] = [],
): IssueLike[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) {
      found.push({ code: 'custom', message: 'validation.forbidden_character', path });
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => findNulStrings(item, [...path, index], found));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) findNulStrings(item, [...path, key], found);
  }
  return found;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const forbidden = findNulStrings(data);
    if (forbidden.length > 0) return { error: new RequestValidationError(forbidden) };
    // reportInput lets the wording tell a missing value from a wrong one; the input itself is
    // never sent back.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues as IssueLike[]) };
  };
