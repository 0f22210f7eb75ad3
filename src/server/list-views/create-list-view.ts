import { and, eq, sql } from 'drizzle-orm';
import type { TListView } from '../../shared/list-views/list-views.contract';
import type { ViewableListKey } from '../../shared/list-views/list-view-lists';
import type { Db } from '../db/client';
import { listViews } from '../db/schema';
import type { UserRow } from '../auth/tokens';
import { nameTaken, toListView, withUniqueName } from './list-views.queries';

interface NewListView {
  list: ViewableListKey;
  name: string;
  params: Record<string, string>;
  hidden_columns: string[];
  shared: boolean;
}

/**
 * Saves a list's current address as a named view of the admin (issue 34, item 5): a copy of
 * another admin's shared view is saved the same way, under the copier's own name for it.
 */
export async function createListView(
  db: Db,
  owner: UserRow,
  input: NewListView,
): Promise<TListView> {
  return withUniqueName(() =>
    db.transaction(async (tx) => {
      const [same] = await tx
        .select({ id: listViews.id })
        .from(listViews)
        .where(
          and(
            eq(listViews.ownerId, owner.id),
            eq(listViews.list, input.list),
            sql`lower(${listViews.name}) = lower(${input.name})`,
          ),
        );
      if (same) throw nameTaken();
      const [row] = await tx
        .insert(listViews)
        .values({
          ownerId: owner.id,
          list: input.list,
          name: input.name,
          params: input.params,
          hiddenColumns: input.hidden_columns,
          shared: input.shared,
        })
        .returning();
      return toListView(row!, owner.name, owner.id);
    }),
  );
}
