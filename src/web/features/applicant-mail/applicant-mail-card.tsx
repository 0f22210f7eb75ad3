import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLeadDetailResponse } from '../../../shared/leads/lead-detail.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { showToast } from '../../lib/feedback/toasts';
import { useLeadChanged } from '../leads/lead-queries';
import { ComposeMailDialog } from './compose-mail-dialog';

/** On the lead screen: write to the applicant; the e-mail then shows in the timeline. */
export function ApplicantMailCard({ lead }: { lead: TLeadDetailResponse['lead'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const changed = useLeadChanged(lead.id);
  const reachable = lead.email.trim() !== '' && !lead.erased_at;
  return (
    <Card title={t('applicant-mail.compose.open')}>
      {reachable ? (
        <>
          <p className="text-sm break-words">
            {t('applicant-mail.compose.to', { email: lead.email })}
          </p>
          <div>
            <Button onClick={() => setOpen(true)}>{t('applicant-mail.compose.open')}</Button>
          </div>
        </>
      ) : (
        <p className="text-sm">{t('applicant-mail.compose.no_email')}</p>
      )}
      {open && (
        <ComposeMailDialog
          lead={lead}
          onClose={() => setOpen(false)}
          onSent={async (message) => {
            setOpen(false);
            showToast('success', message);
            await changed();
          }}
        />
      )}
    </Card>
  );
}
