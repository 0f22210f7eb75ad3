import { and, desc, eq, sql } from 'drizzle-orm';
import type { TAuditEvent } from '../../shared/audit/audit.contract';
import { auditEvents, users } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { cursorOf, exactTimestamp, pageOf } from '../lib/keyset-cursor';
import { countListRows } from '../lib/list-count';

function auditSelect(db: DbOrTx) {
  return db
    .select({
      event: auditEvents,
      actorName: users.name,
      at: exactTimestamp(auditEvents.createdAt),
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId));
}
type AuditRow = Awaited<ReturnType<ReturnType<typeof auditSelect>['execute']>>[number];

function toAuditEvent({ event, actorName }: AuditRow): TAuditEvent {
  return {
    id: event.id,
    action: event.action,
    entity_type: event.entityType,
    entity_id: event.entityId,
    actor: event.actorUserId && actorName ? { id: event.actorUserId, name: actorName } : null,
    before: event.before,
    after: event.after,
    created_at: event.createdAt.toISOString(),
  };
}

/** One entity's audit rows, newest first (a partner's page). */
export async function listEntityAudit(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  limit = 200,
): Promise<TAuditEvent[]> {
  const rows = await auditSelect(db)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  return rows.map(toAuditEvent);
}

/** Every audit row, newest first, in keyset pages (settings). */
export async function listAudit(
  db: DbOrTx,
  query: { entity_type?: string | undefined; cursor?: string | undefined; limit: number },
  cursorKey: string,
) {
  const order = { key: cursorKey, sort: 'audit-created', dir: 'desc' } as const;
  const after = cursorOf(order, query.cursor);
  const filters = query.entity_type ? eq(auditEvents.entityType, query.entity_type) : undefined;
  const page = after
    ? sql`(${auditEvents.createdAt}, ${auditEvents.id}) < (${after.value}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await auditSelect(db)
    .where(and(filters, page))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(query.limit + 1);
  const total = await countListRows(
    db,
    db.select({ id: auditEvents.id }).from(auditEvents).where(filters),
  );
  const toCursor = (row: AuditRow) => ({ value: row.at, id: row.event.id });
  return { ...pageOf(rows, query.limit, order, toCursor, toAuditEvent), total };
}
