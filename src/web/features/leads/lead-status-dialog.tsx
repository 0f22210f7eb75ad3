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
import {
  SettleFields,
  emptySettleDraft,
  figuresBody,
  type SettleContext,
} from '../settlements/settle-fields';

export interface StatusChoice {
  reason?: string;
  note?: string;
  settled_amount?: number;
  lender?: string;
  settled_on?: string;
}

/**
 * Confirms a move: asks the reason for declined or withdrawn, the figures for settled (amount,
 * lender, day: decision 0054), and takes an optional note. The server's field errors show on
 * their fields.
 */
export function LeadStatusDialog({
  to,
  choices,
  settle,
  error,
  fieldErrors = {},
  onConfirm,
  onClose,
}: {
  to: LeadStatus;
  choices: Pick<TLeadDetailResponse['choices'], 'decline_reasons' | 'withdrawal_reasons'>;
  settle: SettleContext;
  error: string | null;
  fieldErrors?: Record<string, string[] | undefined>;
  onConfirm: (choice: StatusChoice) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [draft, setDraft] = useState(() => emptySettleDraft(settle.market));
  const settling = to === 'settled';
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
      {settling && (
        <SettleFields context={settle} draft={draft} errors={fieldErrors} onChange={setDraft} />
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
            onConfirm({
              reason: reason || undefined,
              note: note.trim() || undefined,
              ...(settling ? figuresBody(draft) : {}),
            })
          }
        >
          {settling ? t('settlement.confirm') : t('lead.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
