import { zodResolver } from '@hookform/resolvers/zod';
import i18next from 'i18next';
import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { formatIssue, type IssueLike } from '../../shared/validation/format-issue';
import { HttpError } from './http';

const KEY = /^(validation|form|auth|errors)\.[a-z_]+$/;
const t = (key: string, values?: Record<string, unknown>) => i18next.t(key, values);

/**
 * zodResolver, worded like the server: zod's own issues through formatIssue, and messages that
 * are translation keys translated, so the browser says what a 422 would say.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  const base = zodResolver(schema as never, {
    reportInput: true,
    error: (issue) => formatIssue(issue as unknown as IssueLike, t),
  }) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    for (const error of Object.values(result.errors)) {
      const field = error as { message?: string } | undefined;
      if (field?.message && KEY.test(field.message)) field.message = t(field.message);
    }
    return result;
  };
}

/**
 * A failed submit: a 422 puts the server's texts on the fields and answers the generic
 * message; a network failure answers its own message; other HTTP errors were already shown by
 * the error catalogue, so the form adds nothing.
 */
export function submitFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string | null {
  if (error instanceof HttpError) {
    if (error.status !== 422) return null;
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      setError(field as Path<T>, { type: 'server', message: messages[0] });
    }
    return t('errors.validation');
  }
  return t('errors.unavailable');
}
