import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { METADATA_DEBOUNCE_MS, SCROLL_OFFSET_PX, SCROLL_TO_TOP_DELAY_MS } from '../lib/constants';
import { usePageConfig } from '../lib/preferences/page-config';
import { progressFinish, progressStart } from '../lib/feedback/progress-store';
import { useSession } from '../lib/session/session';
import { bodyClassFor, isScreenHandle, pageTitle, type ScreenHandle } from './route-handle';

function useScreenHandle(): ScreenHandle | undefined {
  const matches = useMatches();
  return matches
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .at(-1);
}

/** What happens around every navigation (spec §2): progress bar, scroll, title, body class. */
export function NavigationEffects() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const handle = useScreenHandle();
  const { user } = useSession();
  const { appName } = usePageConfig();

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (busy) progressStart();
    else progressFinish();
  }, [busy]);

  useEffect(() => {
    const timer = setTimeout(() => {
      const target = location.hash
        ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
        : null;
      const top = target
        ? target.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX
        : 0;
      window.scrollTo({ top, left: 0 });
    }, SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, location.hash]);

  const titleKey = handle ? (!user && handle.guestTitle) || handle.title : '';
  useEffect(() => {
    // Debounced so that a redirect chain sets the title once, for the screen that stays.
    const timer = setTimeout(() => {
      document.title = pageTitle(titleKey ? t(titleKey) : '', appName);
    }, METADATA_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [titleKey, t, i18n.language, appName]);

  useEffect(() => {
    if (handle) document.body.className = bodyClassFor(handle);
  }, [handle]);

  return null;
}
