import { Outlet, useLocation } from 'react-router';
import { inactivePartnerStanding } from '../features/partners/partner-standing';
import { PartnerStandingNotice } from '../features/partners/partner-standing-notice';
import { QueryProvider } from '../lib/query-client';
import { useSession } from '../lib/session';
import { ROUTE_PATHS } from '../router/route-names';
import { Footer } from './footer';
import { SidePanel } from './side-panel';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSidePanel } from './use-side-panel';

/**
 * Back office: top bar, collapsible side panel (signed-in users only), footer. Loaded on
 * demand with TanStack Query, which guest pages never download.
 */
export function BackendLayout() {
  const { user } = useSession();
  const panel = useSidePanel();
  const { pathname } = useLocation();
  // A partner not yet approved (or suspended) sees why, and nothing else of the back office but
  // their own settings: profile, password, language (decision 0014).
  const standing = inactivePartnerStanding(user);
  const onSettings =
    pathname === ROUTE_PATHS.settings || pathname.startsWith(`${ROUTE_PATHS.settings}/`);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar panel={standing ? undefined : panel} />
      <div className="flex flex-1">
        {user && !standing && panel.visible && <SidePanel />}
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-6">
          {user && standing && !onSettings ? (
            <PartnerStandingNotice standing={standing} user={user} />
          ) : (
            <QueryProvider>
              <Outlet />
            </QueryProvider>
          )}
        </main>
      </div>
      <Footer />
    </div>
  );
}
