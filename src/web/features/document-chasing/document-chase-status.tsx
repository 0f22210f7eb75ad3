import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDocumentChase } from '../../../shared/document-chasing/document-chasing.contract';
import { DOCUMENT_CHASING_ENDPOINTS } from '../../../shared/document-chasing/document-chasing.endpoints';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { dealRoomKey, useDealRoomChanged } from '../deal-room/deal-room-queries';

/** The badge: the chase runs, is paused, has stopped, or never started. */
const BADGES: Record<
  TDocumentChase['state'],
  { badge: 'active' | 'paused' | 'stopped' | 'off'; tone: BadgeTone }
> = {
  scheduled: { badge: 'active', tone: 'info' },
  paused: { badge: 'paused', tone: 'warning' },
  off: { badge: 'off', tone: 'neutral' },
  no_link: { badge: 'off', tone: 'neutral' },
  nothing_outstanding: { badge: 'stopped', tone: 'success' },
  link_revoked: { badge: 'stopped', tone: 'neutral' },
  link_expired: { badge: 'stopped', tone: 'neutral' },
  link_ends_first: { badge: 'stopped', tone: 'neutral' },
  lead_closed: { badge: 'stopped', tone: 'neutral' },
  limit_reached: { badge: 'stopped', tone: 'neutral' },
};

/**
 * The lead screen's document reminders (issue 34 item 3): the next one's date, or why none
 * will be sent, how many went, and a pause for this lead. Under the deal room's key, so a link
 * sent or revoked, or a file received, reads it again.
 */
export function DocumentChaseStatus({ leadId }: { leadId: string }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const when = (value: string) => `${date(value, 'short')}, ${date(value, 'time24')}`;
  const query = useQuery({
    queryKey: dealRoomKey(leadId, 'document-chase'),
    queryFn: () => callApi(DOCUMENT_CHASING_ENDPOINTS.read, { params: { id: leadId } }),
  });
  const changed = useDealRoomChanged(leadId);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chase = query.data?.chase;

  async function pause(paused: boolean) {
    setBusy(true);
    setError(null);
    try {
      const answer = await callApi(DOCUMENT_CHASING_ENDPOINTS.pause, {
        params: { id: leadId },
        body: { paused },
      });
      showToast('success', answer.message);
      await changed();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  if (!chase) return <QueryStatus query={query} failed={t('errors.unavailable')} />;
  // The day on the market's clock, read at its noon so no time zone moves it to another day.
  const status = chase.next_on
    ? t('document-chasing.state.scheduled', {
        date: date(`${chase.next_on}T12:00:00`, 'short'),
        clock: t(`document-chasing.clock.${chase.market}`),
      })
    : t(`document-chasing.state.${chase.state}`, {
        date: chase.paused_at ? when(chase.paused_at) : '',
        name: chase.paused_by ?? t('document-chasing.someone'),
      });
  return (
    <section
      className="flex flex-col gap-2 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
      aria-labelledby="document-chase-title"
      data-testid="document-chase"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 id="document-chase-title" className="font-semibold">
          {t('document-chasing.panel_title')}
        </h4>
        <Badge tone={BADGES[chase.state].tone}>
          {t(`document-chasing.badge.${BADGES[chase.state].badge}`)}
        </Badge>
      </div>
      <p>{status}</p>
      {chase.sent > 0 && chase.last_sent_at && (
        <p className="text-slate-600 dark:text-slate-300">
          {t('document-chasing.sent_summary', {
            count: chase.sent,
            max: chase.max,
            date: when(chase.last_sent_at),
          })}
        </p>
      )}
      {(chase.state === 'scheduled' || chase.state === 'paused') && (
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() => void pause(chase.state === 'scheduled')}
          >
            {chase.state === 'scheduled'
              ? t('document-chasing.pause')
              : t('document-chasing.resume')}
          </Button>
        </div>
      )}
      <FormMessage tone="error" text={error} />
    </section>
  );
}
