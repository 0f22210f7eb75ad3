import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCloseReasonStatus } from '../../../shared/leads/close-reasons';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { controlClass } from '../../components/form/control-class';

export interface StatusChoice {
  reason?: string;
  note?: string;
}

/** Confirms a move: asks the reason for declined or withdrawn, and takes an optional note. */
export function LeadStatusDialog({
  to,
  choices,
  error,
  onConfirm,
  onClose,
}: {
  to: LeadStatus;
  choices: Pick<TLeadDetailResponse['choices'], 'decline_reasons' | 'withdrawal_reasons'>;
  error: string | null;
  onConfirm: (choice: StatusChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const reasons = to === 'declined' ? choices.decline_reasons : choices.withdrawal_reasons;
  const status = t(`pipeline.status.${to}`);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg bg-white p-6 text-slate-900 shadow-xl dark:bg-slate-800 dark:text-slate-100">
          <Dialog.Title className="text-lg font-semibold">
            {t('lead.dialog_title', { status })}
          </Dialog.Title>
          <Dialog.Description className="sr-only">{status}</Dialog.Description>
          <FormMessage tone="error" text={error} />
          {isCloseReasonStatus(to) && (
            <SelectField
              label={t('lead.reason')}
              placeholder
              options={reasons}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t('lead.note_optional')}</span>
            <textarea
              rows={3}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              className={controlClass(false)}
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('lead.cancel')}
            </Button>
            <Button
              onClick={() =>
                onConfirm({ reason: reason || undefined, note: note.trim() || undefined })
              }
            >
              {t('lead.confirm')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
