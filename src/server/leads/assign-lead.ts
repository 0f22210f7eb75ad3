import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, users } from '../db/schema';
import { fieldError } from '../errors';
import { lockLeadAtVersion } from './lead-version';
import { addLeadEvent } from './leads.queries';

/** Gives a lead to an active admin (or to nobody), with the before and after on its timeline. */
export async function assignLead(
  db: Db,
  leadId: string,
  actorId: string,
  change: { version: number; assigned_to: string | null },
) {
  return db.transaction(async (tx) => {
    const lead = await lockLeadAtVersion(tx, leadId, change.version);
    const nameOf = async (id: string | null) => {
      if (!id) return null;
      const [user] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'admin'), isNull(users.disabledAt)));
      return user ?? null;
    };
    const to = await nameOf(change.assigned_to);
    if (change.assigned_to && !to) throw fieldError('assigned_to', 'lead.assignee_invalid');
    const [updated] = await tx
      .update(leads)
      .set({
        assignedTo: change.assigned_to,
        updatedAt: sql`now()`,
        version: sql`${leads.version} + 1`,
      })
      .where(eq(leads.id, leadId))
      .returning({ version: leads.version, status: leads.status });
    await addLeadEvent(tx, {
      leadId,
      type: 'assigned',
      actorType: 'user',
      actorUserId: actorId,
      data: { from: await nameOf(lead.assignedTo), to },
    });
    if (!updated) throw new Error('lead update returned no row');
    return updated;
  });
}
