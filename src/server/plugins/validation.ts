import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { isNotFoundWhenMalformed } from '../../shared/api/not-found-when-malformed';
import type { IssueLike } from '../../shared/validation/format-issue';
import { AppError } from '../errors';

/** Carries zod's issues to the error handler, which words them in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(readonly issues: IssueLike[]) {
    super('Request validation failed');
  }
}

/**
 * No form of this app nests deeper than a few levels; a request nested far deeper is refused
 * before anything walks it recursively (zod, the JSON serialiser of an error answer, jsonb).
 */
const MAX_INPUT_DEPTH = 32;

/**
 * Text PostgreSQL cannot store: a NUL byte (text and jsonb refuse it) or a lone UTF-16
 * surrogate (not valid UTF-8, so the insert fails and the row would be lost).
 */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

/**
 * One walk over every request part (body, query string, path parameters), without recursion so
 * that no nesting can overflow the stack: refuses nesting beyond MAX_INPUT_DEPTH (400) and names
 * each text, key or value, that cannot be stored (422).
 */
function checkRequestInput(value: unknown): IssueLike[] {
  const found: IssueLike[] = [];
  const pending: Array<{ value: unknown; path: PropertyKey[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) {
        found.push({ code: 'custom', message: 'validation.forbidden_character', path });
      }
      continue;
    }
    if (!item || typeof item !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      throw new AppError('bad_request', 'errors.too_deep', { values: { max: MAX_INPUT_DEPTH } });
    }
    const entries: Array<[PropertyKey, unknown]> = Array.isArray(item)
      ? item.map((element, index) => [index, element])
      : Object.entries(item);
    for (const [key, element] of entries) {
      if (typeof key === 'string' && !isStorableText(key)) {
        // The key itself cannot be named back safely: the issue sits on the object holding it.
        found.push({ code: 'custom', message: 'validation.forbidden_character', path });
        continue;
      }
      pending.push({ value: element, path: [...path, key] });
    }
  }
  return found.reverse();
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    let forbidden: IssueLike[];
    try {
      forbidden = checkRequestInput(data);
    } catch (error) {
      if (error instanceof AppError) return { error };
      throw error;
    }
    if (forbidden.length > 0) {
      return {
        error: isNotFoundWhenMalformed(schema)
          ? new AppError('not_found', 'errors.not_found')
          : new RequestValidationError(forbidden),
      };
    }
    // reportInput lets the wording tell a missing value from a wrong one; the input itself is
    // never sent back.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues as IssueLike[]) };
  };
