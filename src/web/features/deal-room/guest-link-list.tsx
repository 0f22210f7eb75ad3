import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuestLinkPurpose } from '../../../shared/deal-room/deal-room';
import { GUEST_LINK_ENDPOINTS } from '../../../shared/deal-room/guest-links.endpoints';
import type { TGuestLink } from '../../../shared/deal-room/guest-links.contract';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { useDealRoomChanged, useGuestLinks } from './deal-room-queries';

const STATE_TONES: Record<TGuestLink['state'], BadgeTone> = {
  active: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

/**
 * The links of one purpose sent for this lead, newest first: when sent and to whom, until when
 * they work, when the guest last used them; the active one can be revoked or sent again.
 */
export function GuestLinkList({ leadId, purpose }: { leadId: string; purpose: GuestLinkPurpose }) {
  const { t } = useTranslation();
  const { date } = useFormats();
  const when = (value: string) => `${date(value, 'short')}, ${date(value, 'time24')}`;
  const query = useGuestLinks(leadId);
  const changed = useDealRoomChanged(leadId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const links = (query.data?.data ?? []).filter((link) => link.purpose === purpose);
  if (links.length === 0) return null;

  async function act(run: () => Promise<{ message: string }>) {
    setError(null);
    setBusy(true);
    try {
      showToast('success', (await run()).message);
      await changed();
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('errors.submit_refused'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold">{t('deal-room-admin.links.title')}</h4>
      <ul className="flex flex-col gap-2">
        {links.map((link) => (
          <li
            key={link.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-slate-200 p-2 text-sm dark:border-slate-700"
          >
            <Badge tone={STATE_TONES[link.state]}>
              {t(`deal-room-admin.links.state.${link.state}`)}
            </Badge>
            <span className="min-w-0 break-words">
              {t('deal-room-admin.links.sent', {
                date: when(link.created_at),
                email: link.sent_to,
              })}
            </span>
            <span className="text-slate-600 dark:text-slate-300">
              {link.last_used_at
                ? t('deal-room-admin.links.last_used', { date: when(link.last_used_at) })
                : t('deal-room-admin.links.never_used')}
            </span>
            {link.state === 'active' && (
              <span className="text-slate-600 dark:text-slate-300">
                {t('deal-room-admin.links.expires', { date: date(link.expires_at, 'short') })}
              </span>
            )}
            {link.state === 'active' && (
              <span className="ms-auto flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(() =>
                      callApi(GUEST_LINK_ENDPOINTS.send, {
                        params: { id: leadId },
                        body: { purpose },
                      }),
                    )
                  }
                >
                  {t('deal-room-admin.links.resend')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void act(() =>
                      callApi(GUEST_LINK_ENDPOINTS.revoke, {
                        params: { id: leadId, linkId: link.id },
                      }),
                    )
                  }
                >
                  {t('deal-room-admin.links.revoke')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <FormMessage tone="error" text={error} />
    </div>
  );
}
