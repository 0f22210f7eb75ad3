import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { TextAreaField } from '../../components/form/text-area-field';
import { Modal } from '../../components/modal';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from '../leads/lead-queries';

/**
 * An admin takes a settlement back, with a reason (decision 0054): the lead returns to
 * Approved, a pending commission is cancelled and an approved or paid one clawed back.
 */
export function ReverseSettlementDialog({
  lead,
  onClose,
}: {
  lead: Pick<TLeadDetail, 'id' | 'reference' | 'version'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const changed = useLeadChanged(lead.id);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | undefined>();

  async function confirm() {
    setBusy(true);
    setError(null);
    setReasonError(undefined);
    try {
      const answer = await callApi(LEAD_DETAIL_ENDPOINTS.reverseSettlement, {
        params: { id: lead.id },
        body: { version: lead.version, reason },
      });
      await changed(answer);
      showToast('success', t('settlement.reversed'));
      onClose();
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      setReasonError(body?.errors?.reason?.[0]);
      setError(body?.errors?.reason ? null : (body?.message ?? t('errors.submit_refused')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title={t('settlement.reverse_title', { reference: lead.reference })}
      description={t('settlement.reverse_intro')}
      onClose={onClose}
    >
      <FormMessage tone="error" text={error} />
      <TextAreaField
        label={t('settlement.reverse_reason')}
        rows={3}
        maxLength={500}
        value={reason}
        error={reasonError}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('lead.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          {t('settlement.reverse_confirm')}
        </Button>
      </div>
    </Modal>
  );
}
