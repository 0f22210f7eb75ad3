import { and, eq, or, sql } from 'drizzle-orm';
import type { TListView } from '../../shared/list-views/list-views.contract';
import type { ViewableListKey } from '../../shared/list-views/list-view-lists';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { listViewDefaults, listViews, users } from '../db/schema';
import { AppError } from '../errors';
import { isUniqueViolation } from '../db/errors';

type ListViewRow = typeof listViews.$inferSelect;
type Reader = Db | Tx;

/** A view as its reader sees it: `mine` says whether they may change it. */
export function toListView(row: ListViewRow, ownerName: string, readerId: string): TListView {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    params: row.params,
    hidden_columns: row.hiddenColumns,
    shared: row.shared,
    owner: { id: row.ownerId, name: ownerName },
    mine: row.ownerId === readerId,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What an admin may see: their own views and every shared one. */
const visibleTo = (userId: string) => or(eq(listViews.ownerId, userId), eq(listViews.shared, true));

/** One list's views an admin sees: their own first, then the shared ones, each by name. */
export async function visibleListViews(db: Reader, userId: string, list: ViewableListKey) {
  const rows = await db
    .select({ view: listViews, ownerName: users.name })
    .from(listViews)
    .innerJoin(users, eq(users.id, listViews.ownerId))
    .where(and(eq(listViews.list, list), visibleTo(userId)))
    .orderBy(sql`${listViews.ownerId} <> ${userId}`, sql`lower(${listViews.name})`, listViews.id);
  return rows.map(({ view, ownerName }) => toListView(view, ownerName, userId));
}

/** The admin's default view of a list, only while they still see it (shared, or their own). */
export async function defaultListViewId(
  db: Reader,
  userId: string,
  list: ViewableListKey,
): Promise<string | null> {
  const [row] = await db
    .select({ id: listViews.id })
    .from(listViewDefaults)
    .innerJoin(listViews, eq(listViews.id, listViewDefaults.viewId))
    .where(
      and(eq(listViewDefaults.userId, userId), eq(listViewDefaults.list, list), visibleTo(userId)),
    );
  return row?.id ?? null;
}

/**
 * A view the admin may change, locked for the change: unknown and another admin's private view
 * alike are not found (nobody learns it exists); another admin's shared view, which they see, is
 * a 403 (decision 0079).
 */
export async function ownListViewForUpdate(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select({ view: listViews, ownerName: users.name })
    .from(listViews)
    .innerJoin(users, eq(users.id, listViews.ownerId))
    .where(and(eq(listViews.id, id), visibleTo(userId)))
    .for('update', { of: listViews });
  if (!row) throw new AppError('not_found', 'errors.not_found');
  if (row.view.ownerId !== userId) throw new AppError('forbidden', 'list-views.not_yours');
  return row;
}

/** A name the owner already gave another view of the list: 409 on the name field. */
export function nameTaken(): AppError {
  return new AppError('conflict', 'list-views.name_taken', {
    fieldErrors: { name: ['list-views.name_taken'] },
  });
}

/** Runs a write whose unique index may refuse a name another request took meanwhile. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}
