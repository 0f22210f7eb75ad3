import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/session';

// The bell's code and dates come with the first admin page only: guest pages keep their budget.
const NoticeBell = lazy(() =>
  import('./notice-bell').then((module) => ({ default: module.NoticeBellWithCache })),
);

/** The top bar's place for the bell: an admin's only. */
export function NoticeBellSlot() {
  const { user } = useSession();
  if (user?.role !== 'admin') return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell />
    </Suspense>
  );
}
