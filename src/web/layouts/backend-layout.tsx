import { Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { Footer } from './footer';
import { SidePanel } from './side-panel';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useSidePanel } from './use-side-panel';

/** Back office: top bar, collapsible side panel (signed-in users only), footer. */
export function BackendLayout() {
  const { user } = useSession();
  const panel = useSidePanel();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar panel={panel} />
      <div className="flex flex-1">
        {user && panel.visible && <SidePanel />}
        <main id={MAIN_ID} tabIndex={-1} className="flex-1 p-6">
          <Outlet />
        </main>
      </div>
      <Footer />
    </div>
  );
}
