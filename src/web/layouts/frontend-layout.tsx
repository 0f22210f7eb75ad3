import { Outlet } from 'react-router';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The guests' layout: the screen wrapped in a section. */
export function FrontendLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1">
        <section className="mx-auto w-full max-w-4xl p-4 sm:p-6">
          <Outlet />
        </section>
      </main>
      <Footer />
    </div>
  );
}
