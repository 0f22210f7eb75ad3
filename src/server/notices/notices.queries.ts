import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { MARKET_INFO } from '../../shared/markets/markets';
import { NOTICES_SHOWN, type TNoticesResponse } from '../../shared/notices/notices.contract';
import { leadTasks, leads, notices } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { wallTimeOf } from '../lib/zoned-time';

/** How many of the user's notices are unread (a partial index of unread rows). */
export async function unreadNotices(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
}

/** The user's newest notices, with their lead and task as the bell shows them. */
export async function newestNotices(db: DbOrTx, userId: string): Promise<TNoticesResponse> {
  const rows = await db
    .select({
      notice: notices,
      reference: leads.reference,
      market: leads.market,
      title: leadTasks.title,
      dueAt: leadTasks.dueAt,
    })
    .from(notices)
    .leftJoin(leads, eq(leads.id, notices.leadId))
    .leftJoin(leadTasks, eq(leadTasks.id, notices.taskId))
    .where(eq(notices.userId, userId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(NOTICES_SHOWN);
  return {
    data: rows.map(({ notice, reference, market, title, dueAt }) => {
      const due = dueAt && market ? wallTimeOf(dueAt, MARKET_INFO[market].timeZone) : null;
      return {
        id: notice.id,
        kind: notice.kind,
        created_at: notice.createdAt.toISOString(),
        read_at: notice.readAt?.toISOString() ?? null,
        lead:
          notice.leadId && reference && market ? { id: notice.leadId, reference, market } : null,
        task:
          notice.taskId && title !== null && due
            ? { id: notice.taskId, title, due_date: due.date, due_time: due.time }
            : null,
      };
    }),
    unread: await unreadNotices(db, userId),
  };
}

/**
 * Marks one of the user's notices read, or all of theirs when `id` is null; a notice read
 * before keeps its first time. Answers false when `id` names none of the user's notices (another
 * user's notice is the same 404 as an unknown one).
 */
export async function markNoticesRead(
  db: DbOrTx,
  userId: string,
  id: string | null,
  now: Date,
): Promise<boolean> {
  const marked = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notices.userId, userId), id ? eq(notices.id, id) : isNull(notices.readAt)))
    .returning({ id: notices.id });
  return id === null || marked.length > 0;
}
