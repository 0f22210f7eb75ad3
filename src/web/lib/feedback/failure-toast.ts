import i18next from 'i18next';
import { HttpError } from '../http/http';
import { showToast } from './toasts';

/**
 * A failed action outside a form, said once: when the error catalogue already showed its modal
 * (a refusal, a server failure), no toast repeats it; otherwise (a network failure, a status
 * the caller handles) a toast with the server's own message or `fallback`.
 */
export function toastFailure(error: unknown, fallback?: string): void {
  if (error instanceof HttpError && error.shown) return;
  const text =
    error instanceof HttpError
      ? error.body?.message || fallback || error.message
      : i18next.t('errors.unavailable');
  showToast('error', text);
}
