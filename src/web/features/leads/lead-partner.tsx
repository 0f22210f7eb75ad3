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

/**
 * Who is credited with the lead (decision 0052): an active partner of its market, or none.
 * Saved as soon as it is chosen; the timeline keeps the partner before and after.
 */
export function LeadPartner({ detail }: { detail: TLeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead, choices } = detail;
  const changed = useLeadChanged(lead.id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The credited partner stays listed even once suspended, so the select shows the truth.
  const offered =
    lead.partner && !choices.partners.some((partner) => partner.id === lead.partner?.id)
      ? [lead.partner, ...choices.partners]
      : choices.partners;

  async function credit(partnerId: string) {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(LEAD_DETAIL_ENDPOINTS.partner, {
        params: { id: lead.id },
        body: { version: lead.version, partner_id: partnerId || null },
      });
      await changed(answer);
      showToast('success', t('lead-repeat.partner_saved'));
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      setError(body?.errors?.partner_id?.[0] ?? body?.message ?? t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <SelectField
        label={t('lead-repeat.partner')}
        options={[
          { value: '', label: t('lead-repeat.no_partner') },
          ...offered.map((partner) => ({ value: partner.id, label: partner.company })),
        ]}
        value={lead.partner?.id ?? ''}
        disabled={busy}
        onChange={(event) => void credit(event.target.value)}
      />
      <FormMessage tone="error" text={error} />
    </div>
  );
}
