import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * A modal dialog of a screen (a question, a choice): focus trapped, Escape and a click outside
 * close it, titled and described for assistive technology. The error catalogue's alerts have
 * their own (alert-dialog.tsx).
 */
export function Modal({
  title,
  description,
  hideDescription = false,
  wide = false,
  onClose,
  children,
}: {
  title: string;
  description: string;
  /** The title says it all to a sighted reader; the description is then for screen readers. */
  hideDescription?: boolean;
  /** Room for a long text (an e-mail being written) instead of a question's narrow column. */
  wide?: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[92vh] ${wide ? 'w-[min(56rem,94vw)]' : 'w-[min(28rem,92vw)]'} -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100`}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description
            className={hideDescription ? 'sr-only' : 'text-sm text-slate-600 dark:text-slate-300'}
          >
            {description}
          </Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
