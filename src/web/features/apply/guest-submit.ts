import i18next from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { submitFailure } from '../../lib/forms/forms';
import { HttpError } from '../../lib/http/http';

/**
 * A failed guest submit, on top of the shell's submitFailure: a network failure says that
 * nothing was sent and the answers are still there; a 422 on a field the guest cannot see
 * (the form token: too quick, expired) is written into the form's message, since no field can
 * show it (the first field in error takes the focus: submitHandler). Any other failure is said
 * by submitFailure, every time.
 */
export function guestSubmitFailure<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError'>,
  visibleFields: readonly Path<T>[],
): string | null {
  if (!(error instanceof HttpError)) return i18next.t('apply-form.network_error');
  const message = submitFailure(error, form.setError);
  if (error.status !== 422) return message;
  const errors = error.body?.errors ?? {};
  if (visibleFields.some((field) => errors[field]?.length)) return message;
  const hidden = Object.values(errors).flat();
  return hidden.length > 0 ? hidden.join(' ') : message;
}

/**
 * The browser's own check failed on a field the guest cannot see (a hidden field, a value the
 * page set): say so in the form's message rather than leave the button doing nothing.
 */
export function hiddenFieldErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  visibleFields: readonly Path<T>[],
): string | null {
  const hidden = Object.entries(errors)
    .filter(([field]) => !visibleFields.includes(field as Path<T>))
    .map(([, error]) => (error as { message?: string } | undefined)?.message)
    .filter(Boolean);
  return hidden.length > 0 ? hidden.join(' ') : null;
}
