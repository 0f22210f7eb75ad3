import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { DarkModeSelect } from '../components/dark-mode-select';
import { GlobalSearch } from '../features/search/global-search';
import { NoticeBellSlot } from '../features/notices/notice-bell-slot';
import { LanguageSwitcher } from '../components/language-switcher';
import { usePageConfig } from '../lib/preferences/page-config';
import { logout, useSession } from '../lib/session/session';
import { pathTo } from '../router/route-names';
import { Icon } from './icons';
import { SIDE_PANEL_ID } from './side-panel';

interface PanelToggle {
  visible: boolean;
  toggle: () => void;
}

/** App name (to welcome), language, appearance, and Sign in / Sign out (spec §2). */
export function TopBar({ panel }: { panel?: PanelToggle }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { appName } = usePageConfig();

  async function signOut(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    await logout();
    await navigate(pathTo('login'));
  }

  const panelLabel = panel?.visible ? t('nav.hide_panel') : t('nav.show_panel');
  return (
    <header className="flex flex-wrap items-center gap-2 bg-[var(--theme-color)] px-4 py-2 sm:gap-3 sm:px-6 text-[var(--theme-text)] print:bg-white print:px-0 print:text-black">
      {user && panel && (
        <button
          type="button"
          title={panelLabel}
          aria-label={panelLabel}
          aria-expanded={panel.visible}
          aria-controls={SIDE_PANEL_ID}
          onClick={panel.toggle}
          className="rounded p-1 hover:bg-[var(--theme-hover)]"
        >
          <Icon name="menu" />
        </button>
      )}
      <Link to={pathTo('welcome')} className="text-lg font-semibold">
        {appName}
      </Link>
      <div className="ml-auto flex flex-wrap items-center gap-2 sm:gap-3 print:hidden">
        {panel && user?.role === 'admin' && !user.password_change_required && <GlobalSearch />}
        <LanguageSwitcher />
        <DarkModeSelect />
        <NoticeBellSlot />
        {user ? (
          <Link
            to={pathTo('login')}
            onClick={(event) => void signOut(event)}
            title={t('nav.sign_out')}
            className="inline-flex items-center rounded p-1 underline-offset-2 hover:underline sm:p-0"
          >
            {/* On a phone the words would push the bar onto a second line (Se déconnecter,
                Cerrar sesión): an icon there, the words for screen readers and from sm up. */}
            <span className="sm:hidden">
              <Icon name="logout" />
            </span>
            <span className="sr-only sm:not-sr-only">{t('nav.sign_out')}</span>
          </Link>
        ) : pathname === pathTo('login') ? (
          // The sign-in page does not link to itself: a visitor without an account joins.
          <Link to={pathTo('join')} className="underline-offset-2 hover:underline">
            {t('pages.join.title')}
          </Link>
        ) : (
          <Link to={pathTo('login')} className="underline-offset-2 hover:underline">
            {t('nav.sign_in')}
          </Link>
        )}
      </div>
    </header>
  );
}
