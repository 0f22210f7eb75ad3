import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session/session';

// The bell's code and dates come with the first admin page only: guest pages keep their budget.
const NoticeBell = lazy(() =>
  import('./notice-bell').then((module) => ({ default: module.NoticeBellWithCache })),
);

/**
 * The top bar's place for the bell: an admin's only, once their own password is set (until then
 * the server answers nothing else, and the bell's question would pop up as an error).
 */
export function NoticeBellSlot() {
  const { user } = useSession();
  if (user?.role !== 'admin' || user.password_change_required) return null;
  return (
    <Suspense fallback={null}>
      <NoticeBell />
    </Suspense>
  );
}
