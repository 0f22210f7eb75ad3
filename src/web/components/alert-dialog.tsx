import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { AlertTone, PendingAlert } from '../lib/feedback/alerts';
import { LAYER_BASE_Z_INDEX } from '../lib/constants';
import { Button } from './button';

const TONE_BORDER: Record<AlertTone, string> = {
  error: 'border-red-600',
  warning: 'border-amber-500',
  info: 'border-sky-600',
  success: 'border-emerald-600',
};

/** One alert as a modal dialog: focus trapped, Escape closes, labelled. */
export function AlertDialog({ alert }: { alert: PendingAlert }) {
  const { t } = useTranslation();
  // With one button, closing in any way (Escape too) means "understood".
  const dismiss = () => alert.resolve(alert.cancelLabel === undefined);
  return (
    <Dialog.Root key={alert.id} open onOpenChange={(open) => !open && dismiss()}>
      <Dialog.Portal>
        <Dialog.Overlay
          className="fixed inset-0 bg-black/50"
          style={{ zIndex: LAYER_BASE_Z_INDEX }}
        />
        <Dialog.Content
          role="alertdialog"
          className={`fixed top-1/2 left-1/2 w-[min(28rem,90vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg border-t-4 bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100 ${TONE_BORDER[alert.tone]}`}
          style={{ zIndex: LAYER_BASE_Z_INDEX + 1 }}
        >
          <Dialog.Title className="text-lg font-semibold">{alert.title}</Dialog.Title>
          <Dialog.Description className="mt-2 whitespace-pre-line">{alert.text}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            {alert.cancelLabel !== undefined && (
              <Button variant="secondary" onClick={() => alert.resolve(false)}>
                {alert.cancelLabel}
              </Button>
            )}
            <Button onClick={() => alert.resolve(true)}>{alert.confirmLabel}</Button>
          </div>
          <Dialog.Close
            aria-label={t('dialog.close_label')}
            className="absolute top-2 right-3 rounded px-2 text-xl leading-none text-slate-600 dark:text-slate-300"
          >
            ×
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
