import { useTranslation } from 'react-i18next';
import { usePageConfig } from '../../lib/preferences/page-config';
import { useServerRender } from '../../lib/ssr/server-render-context';
import { FirmContact } from '../legal/firm-contact';

/**
 * An unknown, expired or revoked link: one page for all three (the server tells them apart to
 * no one), saying what to do and how to reach the firm.
 */
export function GuestLinkUnavailable() {
  const { t } = useTranslation();
  const { firm } = usePageConfig();
  // Rendered on the server (decision 0073), the page answers 404, as the link's API did.
  useServerRender()?.setStatus(404);
  return (
    <article className="flex max-w-2xl flex-col gap-4" data-testid="link-unavailable">
      <h1 className="text-2xl font-semibold">{t('deal-room.unavailable_title')}</h1>
      <p role="alert">{t('deal-room.link_unavailable')}</p>
      {(firm.email || firm.phone) && <FirmContact firm={firm} />}
    </article>
  );
}
