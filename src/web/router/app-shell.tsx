import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AlertHost } from '../components/alert-host';
import { ProgressBar } from '../components/progress-bar';
import { ToastHost } from '../components/toast-host';
import { NavigationEffects } from './navigation-effects';
import { finishHydration } from '../lib/ssr/page-render-data';

/** The root of every screen: navigation effects, the progress bar, the alert dialogs and the toasts. */
export function AppShell() {
  // The last effect of the first render: a page the server rendered is hydrated (0073).
  useEffect(finishHydration, []);
  return (
    <>
      <ProgressBar />
      <NavigationEffects />
      <Outlet />
      <AlertHost />
      <ToastHost />
    </>
  );
}
