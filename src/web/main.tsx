import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18n } from './i18n';
import { startDarkMode } from './lib/preferences/dark-mode';
import { onHttpError } from './lib/http/http';
import { handleHttpError } from './lib/http/http-errors';
import { landingContext } from './lib/session/landing-context';
import { readPageConfig } from './lib/preferences/page-config';
import { applyThemeColor } from './lib/preferences/theme';
import { createAppRouter, createHydratingRouter } from './router/router';
import { readPageRenderData } from './lib/ssr/page-render-data';
import type { PageRenderData } from '../shared/page-render';
import { normalizeLocale } from '../shared/i18n/locales';
import { TypedBeforeHydration } from './lib/ssr/typed-before-hydration';
import './styles.css';

const config = readPageConfig();
// A page the server rendered (decision 0073) already shows its screen and title: hydrate it.
const rendered = readPageRenderData();
if (!rendered) document.title = config.appName;
applyThemeColor(config.themeColor);
startDarkMode();
onHttpError(handleHttpError);
// Campaign parameters of the page the guest landed on, whichever it is, kept for the apply forms.
landingContext();
// The language's messages and the first screen's script load side by side: creating the router
// starts its first navigation, whose locale middleware waits for the messages.
// Without a saved choice, the page's language is the one the server chose for it.
const i18nReady = setupI18n(normalizeLocale(document.documentElement.lang) ?? config.defaultLocale);
const root = document.getElementById('app')!;
const app = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * Hydrates a page the server rendered (decision 0073). Not awaited at the module's top: the
 * screens' chunks import this chunk, which must have finished evaluating before they can load.
 */
async function hydratePage(data: PageRenderData) {
  const router = await createHydratingRouter(data.hydration);
  await i18nReady;
  const typed = new TypedBeforeHydration(root);
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: a tap or a keystroke meanwhile is answered (decision 0085).
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
  typed.restoreOnceHydrated();
}

if (rendered) void hydratePage(rendered);
else {
  const router = createAppRouter();
  await i18nReady;
  createRoot(root).render(app(router));
}
