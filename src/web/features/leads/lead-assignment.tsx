import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from './lead-queries';

/** Who works the lead: any active admin, or nobody. Saved as soon as it is chosen. */
export function LeadAssignment({ detail }: { detail: TLeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead, choices } = detail;
  const changed = useLeadChanged(lead.id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function assign(adminId: string) {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(LEAD_DETAIL_ENDPOINTS.assign, {
        params: { id: lead.id },
        body: { version: lead.version, admin_id: adminId || null },
      });
      await changed(answer);
      showToast('success', t('lead.assigned'));
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      setError(body?.errors?.admin_id?.[0] ?? body?.message ?? t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('lead.assignment')}
        options={[
          { value: '', label: t('lead.nobody') },
          ...choices.admins.map((admin) => ({ value: admin.id, label: admin.name })),
        ]}
        value={lead.assigned_to?.id ?? ''}
        disabled={busy}
        onChange={(event) => void assign(event.target.value)}
      />
      <FormMessage tone="error" text={error} />
    </div>
  );
}
