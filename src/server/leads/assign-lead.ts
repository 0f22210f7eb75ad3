import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { fieldError } from '../errors';
import { notifyAssignee } from '../notifications/notify-assignee';
import { addLeadEvent } from './leads.queries';
import { lockLeadAtVersion, saveLead } from './lead-detail.queries';

/**
 * Gives a lead to an admin (or to nobody), checked against the version the admin read. Only an
 * enabled admin may be given a lead. The `assigned` event keeps who had it before and after.
 */
export async function assignLead(
  db: Db,
  input: { leadId: string; version: number; adminId: string | null; actorUserId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, input.leadId, input.version);
    const admin = input.adminId
      ? (
          await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(
              and(eq(users.id, input.adminId), eq(users.role, 'admin'), isNull(users.disabledAt)),
            )
        )[0]
      : null;
    if (input.adminId && !admin) throw fieldError('admin_id', 'lead.admin_invalid');
    if (lead.assignedTo === (admin?.id ?? null)) return;
    const [before] = lead.assignedTo
      ? await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(eq(users.id, lead.assignedTo))
      : [];
    await saveLead(tx, lead, { assignedTo: admin?.id ?? null });
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'assigned',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { before: before ?? null, after: admin ?? null },
    });
    await notifyAssignee(tx, {
      assigneeId: admin?.id ?? null,
      actorUserId: input.actorUserId,
      leadIds: [lead.id],
    });
  });
}
