import { inArray } from 'drizzle-orm';
import { leads, users } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMailAboutLeads } from './enqueue-about-leads';

/**
 * Tells an admin that leads were put on their desk by someone else: one e-mail per assignment
 * action (a bulk assignment lists its leads). Taking a lead oneself tells nobody; neither does
 * unassigning (docs/decisions/0055).
 */
export async function notifyAssignee(
  tx: Tx,
  input: { assigneeId: string | null; actorUserId: string; leadIds: string[] },
): Promise<void> {
  if (!input.assigneeId || input.assigneeId === input.actorUserId) return;
  if (input.leadIds.length === 0) return;
  const [people, assigned] = [
    await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(inArray(users.id, [input.assigneeId, input.actorUserId])),
    await tx
      .select({
        id: leads.id,
        reference: leads.reference,
        firstName: leads.firstName,
        lastName: leads.lastName,
        businessName: leads.businessName,
      })
      .from(leads)
      .where(inArray(leads.id, input.leadIds))
      .orderBy(leads.reference),
  ];
  const assignee = people.find((person) => person.id === input.assigneeId);
  const actor = people.find((person) => person.id === input.actorUserId);
  if (!assignee) return;
  await enqueueMailAboutLeads(
    tx,
    {
      recipient: assignee.email,
      template: 'lead-assigned',
      locale: assignee.locale,
      data: {
        admin_name: assignee.name,
        assigned_by: actor?.name ?? null,
        leads: assigned.map((lead) => ({
          id: lead.id,
          reference: lead.reference,
          applicant: `${lead.firstName} ${lead.lastName}`,
          business_name: lead.businessName,
        })),
      },
    },
    assigned.map((lead) => lead.id),
  );
}
