import { and, count, eq, isNull } from 'drizzle-orm';
import type { TNotificationAudience } from '../../shared/notifications/notifications.contract';
import type { DbOrTx } from '../db/transaction';
import { users } from '../db/schema';

/** The active admins the empty recipients setting falls back to (admin-recipients.ts). */
export async function notificationAudience(db: DbOrTx): Promise<TNotificationAudience> {
  const [row] = await db
    .select({ admins: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  return { active_admins: row?.admins ?? 0 };
}
