import type { MessageKey } from '../../shared/i18n/message-key';
import i18next from 'i18next';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { issuesToFieldErrors, type IssueLike } from '../../shared/validation/format-issue';
import { HttpError } from './http';

const t = (key: MessageKey, values?: Record<string, unknown>) => i18next.t(key, values);

/**
 * Checks a form with its shared zod schema and words each issue with issuesToFieldErrors, the
 * very function behind the server's 422 answers, so a field error reads the same whether the
 * browser or the server found it (feature keys such as `lead-validation.abn_invalid` and their
 * {{min}}/{{max}} values included).
 */
export function formResolver<
  S extends z.ZodType,
  TValues extends FieldValues = z.input<S> & FieldValues,
  TOutput = z.output<S>,
>(schema: S): Resolver<TValues, unknown, TOutput> {
  return async (values) => {
    const result = await schema.safeParseAsync(values, { reportInput: true });
    if (result.success) return { values: result.data as TOutput, errors: {} };
    const messages = issuesToFieldErrors(result.error.issues as unknown as IssueLike[], t);
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, list] of Object.entries(messages)) {
      if (list[0]) errors[field] = { type: 'validation', message: list[0] };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<TValues> };
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
    // The first field in error takes the focus, so a keyboard user lands where to fix it.
    Object.entries(error.body?.errors ?? {}).forEach(([field, messages], index) => {
      setError(
        field as Path<T>,
        { type: 'server', message: messages[0] },
        { shouldFocus: index === 0 },
      );
    });
    return t('errors.validation');
  }
  return t('errors.unavailable');
}
