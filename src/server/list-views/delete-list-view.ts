import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listViews } from '../db/schema';
import { ownListViewForUpdate } from './list-views.queries';

/**
 * Deletes one's own view; whoever had it as their default opens that list bare again (the
 * default row goes with it, `on delete cascade`).
 */
export async function deleteListView(db: Db, userId: string, id: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await ownListViewForUpdate(tx, userId, id);
    await tx.delete(listViews).where(eq(listViews.id, id));
    return { id };
  });
}
