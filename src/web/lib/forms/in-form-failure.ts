import i18next from 'i18next';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { HttpError } from '../http/http';
import { submitFailure } from './forms';

/**
 * For forms that tell every failure inside the form rather than in the catalogue's popup (the
 * guest pages of password reset and e-mail verification, called with `{ silent: true }`): a 422
 * goes onto the fields, a 4xx shows the server's own translated message (an expired link, a
 * wait), a 5xx or a network failure a generic sentence.
 */
export function inFormFailure<T extends FieldValues>(
  error: unknown,
  setError?: UseFormSetError<T>,
): string {
  if (error instanceof HttpError) {
    if (error.status === 422 && setError) {
      return submitFailure(error, setError) ?? i18next.t('errors.validation');
    }
    if (error.status < 500 && error.body?.message) return error.body.message;
    return i18next.t('errors.internal');
  }
  return i18next.t('errors.unavailable');
}
