import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorLayout, errorKindOf } from '../layouts/error-layout';
import { progressFail } from '../lib/feedback/progress-store';

/** A screen's data failed to load: the error layout saying why, a red progress bar (spec §2). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    progressFail();
    console.error('[route-error]', error);
  }, [error]);
  return <ErrorLayout kind={errorKindOf(error)} />;
}

export function LoadingScreen() {
  return <div aria-busy="true" className="min-h-screen" />;
}
