import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { HttpError } from '../lib/http/http';
import { pathTo } from '../router/route-names';
import { Footer } from './footer';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export type ErrorKind = 'not_found' | 'forbidden' | 'conflict' | 'server' | 'network';

/** What went wrong, in the user's terms, from what the screen's data load threw. */
export function errorKindOf(error: unknown): ErrorKind {
  if (!(error instanceof HttpError)) return error instanceof TypeError ? 'network' : 'server';
  if (error.status === 404) return 'not_found';
  if (error.status === 401 || error.status === 403) return 'forbidden';
  if (error.status === 409) return 'conflict';
  return 'server';
}

/**
 * Shown when a screen's data or script could not be loaded (spec §2, §8): says what happened,
 * keeps the top bar (language, sign out) and offers a way on: reload, or the home page.
 */
export function ErrorLayout({ kind = 'server' }: { kind?: ErrorKind }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col" data-layout="error">
      <SkipLink />
      <TopBar />
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-4 p-4 sm:p-6"
      >
        <h1 className="text-2xl font-semibold">{t(`pages.route_error.${kind}_title`)}</h1>
        <p>{t(`pages.route_error.${kind}_body`)}</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.location.reload()}>{t('nav.reload')}</Button>
          <Link to={pathTo('welcome')} className={buttonClass('secondary')}>
            {t('pages.not_found.back')}
          </Link>
        </div>
      </main>
      <Footer />
    </div>
  );
}
