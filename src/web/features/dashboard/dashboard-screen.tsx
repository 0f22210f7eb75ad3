import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hasRole } from '../../../shared/auth/permissions';
import { useSession } from '../../lib/session';
import { pathTo } from '../../router/route-names';

/** Welcome for guests; a role-aware dashboard (content with the dashboard issue) when signed in. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) {
    return (
      <article className="flex flex-col gap-4">
        <h1 className="text-3xl font-semibold">{t('pages.welcome.heading')}</h1>
        <p>{t('pages.welcome.body')}</p>
        <p className="flex gap-4">
          <Link
            to={pathTo('apply')}
            className="rounded bg-[var(--theme-color)] px-4 py-2 text-[var(--theme-text)] hover:bg-[var(--theme-hover)]"
          >
            {t('pages.welcome.apply')}
          </Link>
          <Link to={pathTo('login')} className="px-4 py-2 underline">
            {t('nav.sign_in')}
          </Link>
        </p>
      </article>
    );
  }
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('pages.dashboard.title')}</h1>
      <p>{t('pages.dashboard.greeting', { name: user.name })}</p>
      <p>{hasRole(user, 'admin') ? t('pages.dashboard.admin') : t('pages.dashboard.partner')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('pages.coming_soon')}</p>
    </article>
  );
}
