import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from './i18n';
import { readPageConfig } from './lib/page-config';
import { SignInScreen } from './features/auth/sign-in-screen';
import './styles.css';

const config = readPageConfig();
document.title = config.appName;
await setupI18n(config.defaultLocale);

createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <SignInScreen />
  </StrictMode>,
);
