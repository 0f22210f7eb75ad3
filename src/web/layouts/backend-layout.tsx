import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { inactivePartnerStanding } from '../features/partners/partner-standing';
import { PartnerStandingNotice } from '../features/partners/partner-standing-notice';
import { useSession } from '../lib/session/session';
import { ROUTE_PATHS } from '../router/route-names';
import { Footer } from './footer';
import { SidePanel } from './side-panel';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSidePanel } from './use-side-panel';

// TanStack Query comes with the back office's screens: guest pages never download it.
const QueryProvider = lazy(() =>
  import('../lib/http/query-client').then((module) => ({ default: module.QueryProvider })),
);

/** Back office: top bar, collapsible side panel (signed-in users only), footer. */
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
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 sm:p-6">
          {user && standing && !onSettings ? (
            <PartnerStandingNotice standing={standing} user={user} />
          ) : (
            <Suspense fallback={<div aria-busy="true" />}>
              <QueryProvider>
                <Outlet />
              </QueryProvider>
            </Suspense>
          )}
        </main>
      </div>
      <Footer />
    </div>
  );
}
