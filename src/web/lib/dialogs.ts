import i18next from 'i18next';
import { showAlert, type AlertTone } from './alerts';

/** Dialog defaults (spec §9): confirm OK, deny No, cancel Cancel, close 'Close this dialog'. */
export function dialogDefaults() {
  return {
    confirm: i18next.t('dialog.confirm'),
    deny: i18next.t('dialog.deny'),
    cancel: i18next.t('dialog.cancel'),
    closeLabel: i18next.t('dialog.close_label'),
  };
}

/** Asks a yes/no question; resolves true for OK. */
export function confirmDialog(title: string, text: string, tone: AlertTone = 'warning') {
  const labels = dialogDefaults();
  return showAlert({ tone, title, text, confirmLabel: labels.confirm, cancelLabel: labels.cancel });
}
