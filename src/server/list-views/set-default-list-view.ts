import { and, eq, or } from 'drizzle-orm';
import type { ViewableListKey } from '../../shared/list-views/list-view-lists';
import type { Db } from '../db/client';
import { listViewDefaults, listViews } from '../db/schema';
import { fieldError } from '../errors';

/**
 * The view an admin's list opens on (or none: the bare list). Only a view of that list they see,
 * their own or a shared one; anything else is a 422 on `view_id`.
 */
export async function setDefaultListView(
  db: Db,
  userId: string,
  list: ViewableListKey,
  viewId: string | null,
): Promise<{ default_view_id: string | null }> {
  return db.transaction(async (tx) => {
    if (viewId === null) {
      await tx
        .delete(listViewDefaults)
        .where(and(eq(listViewDefaults.userId, userId), eq(listViewDefaults.list, list)));
      return { default_view_id: null };
    }
    const [view] = await tx
      .select({ id: listViews.id })
      .from(listViews)
      .where(
        and(
          eq(listViews.id, viewId),
          eq(listViews.list, list),
          or(eq(listViews.ownerId, userId), eq(listViews.shared, true)),
        ),
      );
    if (!view) throw fieldError('view_id', 'list-views.no_such_view');
    await tx
      .insert(listViewDefaults)
      .values({ userId, list, viewId })
      .onConflictDoUpdate({
        target: [listViewDefaults.userId, listViewDefaults.list],
        set: { viewId },
      });
    return { default_view_id: viewId };
  });
}
