import type { MessageKey } from '../../../shared/i18n/message-key';
import i18next from 'i18next';
import type { FormEvent } from 'react';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { Schema } from '../../../shared/api/endpoint';
import { issuesToFieldErrors, type IssueLike } from '../../../shared/validation/format-issue';
import { PhoneRulesLoading } from '../../features/phone-rules/lazy-phone';
import { HttpError } from '../http/http';

const t = (key: MessageKey, values?: Record<string, unknown>) => i18next.t(key, values);

interface FieldError {
  type: string;
  message: string;
}
type NestedErrors = { [key: string]: FieldError | NestedErrors };

/**
 * Puts an error at its field's place as react-hook-form reads it (`errors.firm.email`, not
 * `errors['firm.email']`): a nested field's error is otherwise never shown and its form never
 * submits. An error of a group that has field errors too is its `root`, as setError puts it.
 */
function nestError(errors: NestedErrors, field: string, error: FieldError) {
  const path = field.split('.');
  let node = errors;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!next || 'message' in next) node[key] = next ? { root: next } : {};
    node = node[key] as NestedErrors;
  }
  const last = path[path.length - 1]!;
  const existing = node[last];
  node[last] = existing && !('message' in existing) ? { ...existing, root: error } : error;
}

/**
 * Checks a form with its shared zod schema and words each issue with issuesToFieldErrors, the
 * very function behind the server's 422 answers, so a field error reads the same whether the
 * browser or the server found it (feature keys such as `lead-validation.abn_invalid` and their
 * {{min}}/{{max}} values included).
 */
export function formResolver<
  S extends Schema,
  TValues extends FieldValues = z.input<S> & FieldValues,
  TOutput = z.output<S>,
>(schema: S): Resolver<TValues, unknown, TOutput> {
  const check = async (values: TValues) => {
    try {
      return await schema.safeParseAsync(values, { reportInput: true });
    } catch (error) {
      // A guest form's first phone check loads the numbering plans (decision 0064): once they
      // are in, the same values are checked again.
      if (!(error instanceof PhoneRulesLoading)) throw error;
      await error.loaded;
      return schema.safeParseAsync(values, { reportInput: true });
    }
  };
  return async (values) => {
    const result = await check(values);
    if (result.success) return { values: result.data as TOutput, errors: {} };
    const messages = issuesToFieldErrors(result.error.issues as unknown as IssueLike[], t);
    const errors: NestedErrors = {};
    for (const [field, list] of Object.entries(messages)) {
      if (list[0]) nestError(errors, field, { type: 'validation', message: list[0] });
    }
    return { values: {}, errors: errors as unknown as FieldErrors<TValues> };
  };
}

/**
 * A failed submit, said in the form every time (the catalogue's server-error alert shows only
 * once per page load): the server's texts go on the fields it names (a 422's checks, a 409 on
 * an address in use), and a 422 answers the generic message; a server failure (5xx, or a proxy's page) says nothing was saved and the entries are
 * kept; another refusal (403, 404, 409, 429...) answers the server's own translated message,
 * unless the catalogue's modal already said it (null: one message per refusal, issue 30);
 * a network failure answers its own message.
 */
export function submitFailure<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
): string | null {
  if (!(error instanceof HttpError)) return t('errors.unavailable');
  // A refusal names its fields on them: a 422's checks, and a conflict that is one field's (a
  // 409 on an address already in use).
  Object.entries(error.body?.errors ?? {}).forEach(([field, messages]) => {
    setError(field as Path<T>, { type: 'server', message: messages[0] });
  });
  if (error.status === 422) return t('errors.validation');
  if (error.status >= 500 || error.isHtml) return t('errors.submit_server_failed');
  if (error.shown) return null;
  return error.body?.message || t('errors.submit_refused');
}

/**
 * The first field in error, in the order the page shows them, takes the focus, so a keyboard
 * or screen-reader user lands where to fix it. Read from the page (each field in error carries
 * aria-invalid) rather than from the order fields registered, which is not the visual one.
 * Called after a refused send, whether the browser or the server refused it.
 */
function focusFirstError(form: HTMLFormElement | null, framesLeft = 60): void {
  // React renders the errors when its scheduler gets to them: a frame later, or several on a
  // busy phone. Each frame looks again, for about a second, until a field in error is there.
  requestAnimationFrame(() => {
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!invalid) {
      if (framesLeft > 0) focusFirstError(form, framesLeft - 1);
      return;
    }
    const target = invalid.matches('input, select, textarea, button')
      ? invalid
      : invalid.querySelector<HTMLElement>('input, select, textarea, button');
    target?.focus();
  });
}

/**
 * The form's onSubmit: runs react-hook-form's submit, then moves the focus to the first field
 * left in error (by the browser's check or the server's 422). Forms set shouldFocusError: false
 * so that react-hook-form does not focus by registration order first.
 */
export function submitHandler(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  return (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    void submit(event).then(() => focusFirstError(form));
  };
}
