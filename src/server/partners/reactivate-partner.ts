import type { Db } from '../db/client';
import { transitionPartner } from './partner-transition';

/** An admin lets a suspended partner back in (issue 16); they sign in again themselves. */
export async function reactivatePartner(db: Db, actorUserId: string, partnerId: string) {
  await transitionPartner(db, actorUserId, partnerId, {
    from: 'suspended',
    to: 'active',
    action: 'partner.reactivated',
    wrongStatus: 'partners-admin.errors.reactivate_not_suspended',
  });
}
