import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Stores an admin's choice to be e-mailed when a task of theirs is due; answers it as stored. */
export async function saveTaskDueEmail(db: Db, userId: string, wanted: boolean): Promise<boolean> {
  const [row] = await db
    .update(users)
    .set({ taskDueEmail: wanted, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.role, 'admin')))
    .returning({ taskDueEmail: users.taskDueEmail });
  if (!row) throw new Error('admin row vanished while saving their preference');
  return row.taskDueEmail;
}
