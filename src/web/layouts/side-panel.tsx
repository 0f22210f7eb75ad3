import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../lib/session';
import { pathTo } from '../router/route-names';
import { Icon } from './icons';
import { menuFor } from './side-menu-items';

export const SIDE_PANEL_ID = 'side-panel';

/** The back office's left menu: only the items the user's role allows. */
export function SidePanel() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <nav
      id={SIDE_PANEL_ID}
      aria-label={t('nav.main_menu')}
      className="w-56 shrink-0 border-r border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-800"
    >
      <ul className="flex flex-col gap-1">
        {menuFor(user).map((item) => (
          <li key={`${item.role ?? 'all'}-${item.to}`}>
            <NavLink
              to={pathTo(item.to)}
              end
              className={({ isActive }) =>
                `flex items-center gap-2 rounded px-3 py-2 ${isActive ? 'bg-[var(--theme-color)] text-[var(--theme-text)]' : 'hover:bg-slate-100 dark:hover:bg-slate-700'}`
              }
            >
              <Icon name={item.icon} />
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
