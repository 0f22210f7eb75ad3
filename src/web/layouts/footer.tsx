import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FirmContact, firmIdentityLines } from '../features/legal/firm-contact';
import { marketDay } from '../../shared/dates/market-day';
import { useMarketClock } from '../lib/preferences/market-clock';
import { usePageConfig } from '../lib/preferences/page-config';
import { pathTo } from '../router/route-names';

/** Every page's footer: who runs the service (from the settings), how to reach it, legal pages. */
export function Footer() {
  const { t } = useTranslation();
  const { appName, firm } = usePageConfig();
  const identity = firmIdentityLines(firm, t).join(' · ');
  // The year on the market's clock: the server's render and the browser's agree on New Year's Eve.
  const year = marketDay(useMarketClock()).slice(0, 4);
  return (
    <footer className="border-t border-slate-200 px-4 py-4 sm:px-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex flex-col gap-1">
          <span>{t('nav.footer', { year, appName })}</span>
          {/* The firm's own line only when it says more than the app's name above. */}
          {identity !== appName && <span>{identity}</span>}
          <FirmContact firm={firm} />
        </div>
        <nav aria-label={t('legal.footer.legal_links')} className="flex gap-4 print:hidden">
          <Link to={pathTo('privacy')} className="underline underline-offset-2">
            {t('legal.footer.privacy')}
          </Link>
          <Link to={pathTo('terms')} className="underline underline-offset-2">
            {t('legal.footer.terms')}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
