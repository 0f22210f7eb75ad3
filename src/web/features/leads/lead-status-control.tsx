import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import { isOpenStatus, type LeadStatus } from '../../../shared/leads/pipeline';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from './lead-queries';
import { LeadStatusDialog, type StatusChoice } from './lead-status-dialog';

/** One button per move the pipeline allows from here; each opens the confirmation dialog. */
export function LeadStatusControl({ detail }: { detail: TLeadDetailResponse }) {
  const { t } = useTranslation();
  const { lead } = detail;
  const changed = useLeadChanged(lead.id);
  const [target, setTarget] = useState<LeadStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[] | undefined>>({});
  const closed = !isOpenStatus(lead.status);

  async function confirm(choice: StatusChoice) {
    if (!target) return;
    setError(null);
    setFieldErrors({});
    try {
      const answer = await callApi(LEAD_DETAIL_ENDPOINTS.status, {
        params: { id: lead.id },
        body: { version: lead.version, status: target, ...choice },
      });
      await changed(answer);
      setTarget(null);
      showToast('success', t(target === 'settled' ? 'settlement.settled' : 'lead.status_changed'));
    } catch (failure) {
      const body = failure instanceof HttpError ? failure.body : undefined;
      setFieldErrors(body?.errors ?? {});
      setError(body?.errors?.reason?.[0] ?? body?.message ?? t('errors.submit_refused'));
    }
  }

  return (
    <Card title={t('lead.status_title')}>
      {lead.allowed_moves.length === 0 ? (
        <p>{t(lead.status === 'settled' ? 'settlement.status_settled' : 'lead.no_moves')}</p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-600 dark:text-slate-300">{t('lead.move_to')}</span>
          {lead.allowed_moves.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'declined' || status === 'withdrawn' ? 'secondary' : 'primary'}
              onClick={() => {
                setError(null);
                setFieldErrors({});
                setTarget(status);
              }}
            >
              {closed
                ? t('lead.reopen', { status: t(`pipeline.status.${status}`) })
                : t(`pipeline.status.${status}`)}
            </Button>
          ))}
        </div>
      )}
      {target && (
        <LeadStatusDialog
          to={target}
          choices={detail.choices}
          settle={{
            market: lead.market,
            currency: lead.currency,
            requested: lead.amount,
            lenders: detail.choices.lenders,
          }}
          error={error}
          fieldErrors={fieldErrors}
          onConfirm={(choice) => void confirm(choice)}
          onClose={() => setTarget(null)}
        />
      )}
    </Card>
  );
}
