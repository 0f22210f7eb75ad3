import { Outlet } from 'react-router';
import { AlertHost } from '../components/alert-host';
import { ProgressBar } from '../components/progress-bar';
import { NavigationEffects } from './navigation-effects';

/** The root of every screen: navigation effects, the progress bar and the alert dialogs. */
export function AppShell() {
  return (
    <>
      <ProgressBar />
      <NavigationEffects />
      <Outlet />
      <AlertHost />
    </>
  );
}
