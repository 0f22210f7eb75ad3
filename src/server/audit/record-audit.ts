import type { AuditAction, AuditEntityType, AuditValues } from '../../shared/audit/audit-kinds';
import { auditEvents } from '../db/schema';
import type { Tx } from '../db/transaction';

export interface AuditEntry {
  /** The admin who made the change; null for the system. */
  actorUserId: string | null;
  /** What happened, e.g. `partner.approved`: one of the shared list the screens have words for. */
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** A setting's row carries `{value}`; every other row only the shared list's fields. */
  before?: AuditValues | null;
  after?: AuditValues | null;
}

/**
 * Writes one audit row inside the caller's transaction (issue 16): the row exists if and only if
 * the change it records was committed. Values are stored as given, so pass plain JSON.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
