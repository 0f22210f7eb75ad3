import { and, eq, ne, sql } from 'drizzle-orm';
import {
  viewParamsProblems,
  type TListView,
  type TUpdateListViewRequest,
} from '../../shared/list-views/list-views.contract';
import type { Db } from '../db/client';
import { listViewDefaults, listViews } from '../db/schema';
import { AppError } from '../errors';
import { nameTaken, ownListViewForUpdate, toListView, withUniqueName } from './list-views.queries';

/**
 * Changes one's own view: its name, its address, its columns, whether it is shared. Unsharing a
 * view also takes it away as the default of the colleagues who chose it, so that their list no
 * longer opens on a view they cannot see.
 */
export async function updateListView(
  db: Db,
  userId: string,
  id: string,
  changes: TUpdateListViewRequest,
): Promise<TListView> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const { view, ownerName } = await ownListViewForUpdate(tx, userId, id);
      if (changes.params) {
        const problems = viewParamsProblems(view.list, changes.params);
        if (problems.length)
          throw new AppError('validation', 'errors.validation', {
            fieldErrors: Object.fromEntries(
              problems.map(({ key, message }) => [`params.${key}`, [message]]),
            ),
          });
      }
      if (changes.name !== undefined && changes.name.toLowerCase() !== view.name.toLowerCase()) {
        const [same] = await tx
          .select({ id: listViews.id })
          .from(listViews)
          .where(
            and(
              eq(listViews.ownerId, userId),
              eq(listViews.list, view.list),
              sql`lower(${listViews.name}) = lower(${changes.name})`,
            ),
          );
        if (same) throw nameTaken();
      }
      const [row] = await tx
        .update(listViews)
        .set({
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.params ? { params: changes.params } : {}),
          ...(changes.hidden_columns ? { hiddenColumns: changes.hidden_columns } : {}),
          ...(changes.shared !== undefined ? { shared: changes.shared } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(listViews.id, id))
        .returning();
      if (view.shared && changes.shared === false)
        await tx
          .delete(listViewDefaults)
          .where(and(eq(listViewDefaults.viewId, id), ne(listViewDefaults.userId, userId)));
      return toListView(row!, ownerName, userId);
    }),
  );
}
