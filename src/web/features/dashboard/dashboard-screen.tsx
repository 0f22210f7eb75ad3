import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/auth/permissions';
import { useSession } from '../../lib/session';
import { GuestWelcome } from './guest-welcome';

/** Welcome for guests; a role-aware dashboard (content with the dashboard issue) when signed in. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <GuestWelcome />;
  return (
    <article className="flex flex-col gap-3">
      <h1 className="text-2xl font-semibold">{t('pages.dashboard.title')}</h1>
      <p>{t('pages.dashboard.greeting', { name: user.name })}</p>
      <p>{hasRole(user, 'admin') ? t('pages.dashboard.admin') : t('pages.dashboard.partner')}</p>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('pages.coming_soon')}</p>
    </article>
  );
}
