import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIVACY_ENDPOINTS } from '../../../shared/privacy/privacy.endpoints';
import type { TSubjectLead } from '../../../shared/privacy/privacy.contract';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { callApi } from '../../lib/http/api';
import { submitFailure } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';

/**
 * The last step of an erasure: what goes and what stays, then the e-mail typed again, so an
 * erasure (which cannot be undone) is never one click away.
 */
export function EraseDialog({
  email,
  leads,
  onClose,
  onErased,
}: {
  email: string;
  leads: TSubjectLead[];
  onClose: () => void;
  onErased: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const references = leads.map((lead) => lead.reference).join(', ');

  const erase = async () => {
    if (typed.trim().toLowerCase() !== email.trim().toLowerCase()) {
      setMismatch(t('privacy.erase_confirm_mismatch'));
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(PRIVACY_ENDPOINTS.erase, {
        body: { email, lead_ids: leads.map((lead) => lead.id) },
      });
      showToast('success', answer.message);
      onErased();
    } catch (error) {
      setFailure(submitFailure(error, () => undefined));
      setBusy(false);
    }
  };

  return (
    <Modal
      title={t('privacy.erase_title')}
      description={t('privacy.erase_body', { references })}
      onClose={onClose}
    >
      <FormMessage tone="error" text={failure} />
      <TextField
        label={t('privacy.erase_confirm_label')}
        type="email"
        autoComplete="off"
        value={typed}
        error={mismatch}
        onChange={(event) => {
          setTyped(event.target.value);
          setMismatch(undefined);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('dialog.cancel')}
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void erase()}>
          {t('privacy.erase_confirm')}
        </Button>
      </div>
    </Modal>
  );
}
