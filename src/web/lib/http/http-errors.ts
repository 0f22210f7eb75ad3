import i18next from 'i18next';
import type { MessageKey } from '../../../shared/i18n/message-key';
import { pathTo } from '../../router/route-names';
import { showAlert } from '../feedback/alerts';
import type { HttpError, RequestOptions } from './http';
import { navigateTo } from '../session/navigator';
import { isSignedIn, logout } from '../session/session';

/** The server's answer to a request without a valid token. */
const UNAUTHENTICATED = /^unauthenticated\.?$/i;

let serverErrorShown = false;
let signOutFlowRunning = false;

const t = (key: MessageKey) => i18next.t(key);

/** Shows the 500 alert only once per page load: one broken back end, one message (spec §8). */
async function serverError(error: HttpError) {
  if (serverErrorShown) return;
  serverErrorShown = true;
  error.shown = true;
  await showAlert({
    tone: 'error',
    title: t('alerts.error_alert_title'),
    text: error.isHtml && error.statusText ? error.statusText : t('alerts.error_alert_text'),
    confirmLabel: t('dialog.confirm'),
  });
}

async function signOutAfter(alert: Promise<boolean>) {
  if (signOutFlowRunning) return;
  signOutFlowRunning = true;
  try {
    await alert;
    await logout();
    navigateTo(pathTo('login'));
  } finally {
    signOutFlowRunning = false;
  }
}

/** The error catalogue of spec §8, applied to every failed call of the HTTP client. */
export function handleHttpError(error: HttpError, options: RequestOptions): void {
  const { status } = error;
  if (options.silent || options.handled?.includes(status)) return;
  if (status === 401) {
    if (isSignedIn()) {
      error.shown = true;
      if (signOutFlowRunning) return;
      void signOutAfter(
        showAlert({
          tone: 'warning',
          title: t('alerts.token_expired_alert_title'),
          text: t('alerts.token_expired_alert_text'),
          confirmLabel: t('dialog.confirm'),
        }),
      );
    } else if (UNAUTHENTICATED.test(error.body?.message ?? '')) {
      error.shown = true;
      if (signOutFlowRunning) return;
      void signOutAfter(
        showAlert({
          tone: 'warning',
          title: t('alerts.not_authorize_title'),
          text: t('alerts.not_authorize_text'),
          confirmLabel: t('alerts.ok'),
        }),
      );
    }
    return;
  }
  if (status >= 500) {
    void serverError(error);
    return;
  }
  // 422 belongs to the form's field errors, with no popup.
  if (status >= 402 && status !== 422) {
    error.shown = true;
    void showAlert({
      tone: 'error',
      title: t('alerts.oops_title'),
      text: error.body?.message || t('alerts.oops_fallback'),
      confirmLabel: t('alerts.close'),
    });
  }
}

/** For tests: forget that the 500 alert was shown. */
export function resetHttpErrorState(): void {
  serverErrorShown = false;
  signOutFlowRunning = false;
}
