import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { currentAlerts, subscribeAlerts, type PendingAlert } from '../lib/feedback/alerts';

/**
 * The dialog and its focus-trapping library load with the first alert, not with every page:
 * most visits never see one. Alerts answer a server's reply, so the network is there to load
 * it; should the file still fail, the browser's own alert says the same words.
 */
type DialogComponent = ComponentType<{ alert: PendingAlert }>;
const AlertDialog = lazy((): Promise<{ default: DialogComponent }> =>
  import('./alert-dialog')
    .then((module) => ({ default: module.AlertDialog }))
    .catch(() => ({ default: NativeAlert })),
);

function NativeAlert({ alert }: { alert: PendingAlert }): null {
  useEffect(() => {
    window.alert(`${alert.title}\n\n${alert.text}`);
    alert.resolve(true);
  }, [alert]);
  return null;
}

/** Shows the first queued alert. */
export function AlertHost() {
  const alerts = useSyncExternalStore(subscribeAlerts, currentAlerts, currentAlerts);
  const alert = alerts[0];
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog key={alert.id} alert={alert} />
    </Suspense>
  );
}
