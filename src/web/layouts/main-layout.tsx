import { Outlet } from 'react-router';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The default layout: top bar and footer around the screen. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
