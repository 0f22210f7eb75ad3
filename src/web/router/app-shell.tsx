import { Outlet } from 'react-router';
import { AlertHost } from '../components/alert-host';
import { ProgressBar } from '../components/progress-bar';
import { ToastHost } from '../components/toast-host';
import { NavigationEffects } from './navigation-effects';

/** The root of every screen: navigation effects, the progress bar, the alert dialogs and the toasts. */
export function AppShell() {
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
