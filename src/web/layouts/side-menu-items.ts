import type { MessageKey } from '../../shared/i18n/message-key';
import { hasRole, type Authorizable, type Role } from '../../shared/auth/permissions';
import type { RouteName } from '../router/route-names';
import type { IconName } from './icons';

/** A navigation item (spec §3): role, target, icon, label. */
export interface MenuItem {
  role?: Role;
  to: RouteName;
  icon: IconName;
  label: MessageKey;
}

// The spec's side menu, in its order; "Dashboard (admin)" targets the same dashboard. Each
// entry a person sees has its own icon, so a folded menu still tells them apart (issue 32).
const SIDE_MENU: readonly MenuItem[] = [
  { role: 'partner', to: 'dashboard', icon: 'gauge', label: 'nav.dashboard' },
  { role: 'admin', to: 'dashboard', icon: 'gauge', label: 'nav.dashboard' },
  { role: 'admin', to: 'tasks', icon: 'tasks', label: 'tasks.title' },
  { role: 'admin', to: 'leads', icon: 'inbox', label: 'nav.leads_au' },
  { role: 'partner', to: 'partner.leads', icon: 'inbox', label: 'nav.my_leads' },
  { role: 'admin', to: 'leads.nz', icon: 'map', label: 'nav.leads_nz' },
  { role: 'admin', to: 'partners', icon: 'users', label: 'nav.partners' },
  { role: 'admin', to: 'commissions', icon: 'dollar', label: 'nav.commissions' },
  { role: 'admin', to: 'statements', icon: 'file', label: 'statements.title' },
  { role: 'admin', to: 'payouts', icon: 'bank', label: 'payouts.title' },
  { role: 'admin', to: 'options', icon: 'sliders', label: 'nav.options' },
  { to: 'settings.profile', icon: 'cog', label: 'nav.settings' },
];

/** An item shows only when the user has the item's role; items without a role show to all. */
export function menuFor(user: Authorizable | null): MenuItem[] {
  if (!user) return [];
  return SIDE_MENU.filter((item) => !item.role || hasRole(user, item.role));
}
