import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setupI18n } from './i18n';
import { startDarkMode } from './lib/preferences/dark-mode';
import { onHttpError } from './lib/http/http';
import { handleHttpError } from './lib/http/http-errors';
import { landingContext } from './lib/session/landing-context';
import { readPageConfig } from './lib/preferences/page-config';
import { applyThemeColor } from './lib/preferences/theme';
import { createAppRouter } from './router/router';
import './styles.css';

const config = readPageConfig();
document.title = config.appName;
applyThemeColor(config.themeColor);
startDarkMode();
onHttpError(handleHttpError);
// Campaign parameters of the page the guest landed on, whichever it is, kept for the apply forms.
landingContext();
// The language's messages and the first screen's script load side by side: creating the router
// starts its first navigation, whose locale middleware waits for the messages.
const i18nReady = setupI18n(config.defaultLocale);
const router = createAppRouter();
await i18nReady;

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
