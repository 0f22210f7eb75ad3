import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCloseReasonStatus } from '../../../shared/leads/close-reasons';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import type { LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
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
    <Modal
      title={t('lead.dialog_title', { status })}
      description={status}
      hideDescription
      onClose={onClose}
    >
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
          onClick={() => onConfirm({ reason: reason || undefined, note: note.trim() || undefined })}
        >
          {t('lead.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
