import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '../../../shared/auth/permissions';
import { useSession } from '../../lib/session/session';
import { GuestWelcome } from './guest-welcome';

// Each dashboard loads with its reader: a guest on the welcome page downloads neither.
const AdminDashboard = lazy(() =>
  import('./admin-dashboard').then((m) => ({ default: m.AdminDashboard })),
);
const PartnerDashboard = lazy(() =>
  import('./partner-dashboard').then((m) => ({ default: m.PartnerDashboard })),
);

/** `/`: the welcome for guests, the admin's or the partner's dashboard when signed in. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return <GuestWelcome />;
  return (
    <Suspense fallback={<p role="status">{t('nav.loading')}</p>}>
      {hasRole(user, 'admin') ? <AdminDashboard /> : <PartnerDashboard />}
    </Suspense>
  );
}
