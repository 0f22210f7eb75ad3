import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MARKETS, type Market } from '../../../shared/markets/markets';

/** AU or NZ, kept in the address (`?market=NZ`) so a view can be bookmarked. */
export function MarketTabs({ current }: { current: Market }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('dashboard.market')}
      className="flex gap-1 rounded-lg bg-slate-200 p-1 dark:bg-slate-700"
    >
      {MARKETS.map((market) => (
        <Link
          key={market}
          to={`?market=${market}`}
          aria-current={market === current ? 'page' : undefined}
          className={`rounded-md px-3 py-1.5 text-sm font-medium ${
            market === current
              ? 'bg-white shadow-sm dark:bg-slate-900'
              : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-600'
          }`}
        >
          {t(`markets.${market}`)}
        </Link>
      ))}
    </nav>
  );
}
