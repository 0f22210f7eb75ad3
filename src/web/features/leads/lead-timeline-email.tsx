import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_DETAIL_ENDPOINTS } from '../../../shared/leads/lead-detail.endpoints';
import type { TTimelineItem } from '../../../shared/leads/lead-timeline.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { callApi } from '../../lib/http/api';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from './lead-queries';
import { toastFailure } from '../../lib/feedback/failure-toast';
import { useMailTemplateLabel } from '../mail/use-mail-template-label';

type TimelineEmail = Extract<TTimelineItem, { kind: 'email' }>;
const TONES: Record<TimelineEmail['status'], BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
};

/** An e-mail about the lead with its outbox state; a failed one can be queued again. */
export function LeadEmailBody({ email, leadId }: { email: TimelineEmail; leadId: string }) {
  const { t } = useTranslation();
  const changed = useLeadChanged(leadId);
  const [busy, setBusy] = useState(false);
  const template = useMailTemplateLabel()(email.template);

  async function resend() {
    setBusy(true);
    try {
      await callApi(LEAD_DETAIL_ENDPOINTS.resendEmail, {
        params: { id: leadId, emailId: email.id },
      });
      showToast('success', t('lead.resent'));
      await changed();
    } catch (failure) {
      toastFailure(failure, t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <p className="font-medium">
        {t('lead.email', { template, recipient: email.recipient })}{' '}
        <Badge tone={TONES[email.status]}>{t(`lead.email_state.${email.status}`)}</Badge>
      </p>
      {email.subject && <p className="break-words">{email.subject}</p>}
      {email.last_error && (
        <p className="text-sm text-red-700 dark:text-red-300">
          {t('lead.email_error', { error: email.last_error })}
        </p>
      )}
      {email.status === 'failed' && (
        <div>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void resend()}>
            {t('lead.resend')}
          </Button>
        </div>
      )}
    </div>
  );
}
