import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_SECTIONS } from '../../../shared/deal-room/full-application.contract';
import { FULL_APPLICATION_ENDPOINTS } from '../../../shared/deal-room/full-application.endpoints';
import { GUEST_LINK_ENDPOINTS } from '../../../shared/deal-room/guest-links.endpoints';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { ApplicationAnswers } from './application-answers';
import { dealRoomKey, useDealRoomChanged, useGuestLinks } from './deal-room-queries';
import { GuestLinkList } from './guest-link-list';

/**
 * The deal room's full application: send its link, see where the applicant stands (not
 * started, steps complete, submitted) and, once submitted, read the answers.
 */
export function ApplicationSection({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const when = (value: string) => `${date(value, 'short')}, ${date(value, 'time24')}`;
  const changed = useDealRoomChanged(leadId);
  const links = useGuestLinks(leadId);
  const query = useQuery({
    queryKey: dealRoomKey(leadId, 'application'),
    queryFn: () => callApi(FULL_APPLICATION_ENDPOINTS.read, { params: { id: leadId } }),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const application = query.data;
  const hasActiveLink = (links.data?.data ?? []).some(
    (link) => link.purpose === 'full-application' && link.state === 'active',
  );

  async function send() {
    setError(null);
    setBusy(true);
    try {
      const answer = await callApi(
        GUEST_LINK_ENDPOINTS.send,
        { params: { id: leadId }, body: { purpose: 'full-application' } },
        { handled: [409] },
      );
      showToast('success', answer.message);
      await changed();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="deal-room-application" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="deal-room-application" className="text-base font-semibold">
          {t('full-application.admin.title')}
        </h3>
        {application && (
          <Badge tone={application.state === 'submitted' ? 'success' : 'neutral'}>
            {t(`full-application.admin.state.${application.state}`)}
          </Badge>
        )}
      </div>
      {application?.state === 'in_progress' && (
        <p>
          {t('full-application.admin.progress', {
            count: application.completed.length,
            total: APPLICATION_SECTIONS.length,
          })}
          {application.updated_at &&
            ` · ${t('full-application.admin.last_saved', { date: when(application.updated_at) })}`}
        </p>
      )}
      {application?.state === 'submitted' && application.submitted_at && (
        <p>{t('full-application.admin.submitted_at', { date: when(application.submitted_at) })}</p>
      )}
      {application?.state !== 'submitted' && !hasActiveLink && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => void send()}>
            {t('full-application.admin.send')}
          </Button>
        </div>
      )}
      <FormMessage tone="error" text={error} />
      <GuestLinkList leadId={leadId} purpose="full-application" />
      {application?.state === 'submitted' && (
        <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
          <summary className="cursor-pointer font-medium">
            {t('full-application.admin.answers')}
          </summary>
          <div className="mt-3">
            <ApplicationAnswers
              data={application.data}
              choices={application.choices}
              headingLevel={4}
            />
          </div>
        </details>
      )}
    </section>
  );
}
