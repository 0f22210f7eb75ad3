import { and, eq, inArray, sql } from 'drizzle-orm';
import { leads, users } from '../db/schema';
import type { DbOrTx, Tx } from '../db/transaction';
import type { LeadStatus } from '../../shared/leads/pipeline';

/** The leads of a bulk action, locked until the transaction ends (no concurrent half-change). */
export async function lockLeads(tx: Tx, ids: string[]) {
  return tx
    .select({
      id: leads.id,
      reference: leads.reference,
      status: leads.status,
      assignedTo: leads.assignedTo,
      partnerId: leads.partnerId,
      amount: leads.amount,
      market: leads.market,
      currency: leads.currency,
    })
    .from(leads)
    .where(inArray(leads.id, ids))
    .for('update');
}

export async function setLeadStatus(tx: Tx, id: string, status: LeadStatus): Promise<void> {
  await tx
    .update(leads)
    .set({
      status,
      statusChangedAt: sql`now()`,
      updatedAt: sql`now()`,
      version: sql`${leads.version} + 1`,
    })
    .where(eq(leads.id, id));
}

export async function setLeadAssignee(tx: Tx, id: string, userId: string | null): Promise<void> {
  await tx
    .update(leads)
    .set({ assignedTo: userId, updatedAt: sql`now()`, version: sql`${leads.version} + 1` })
    .where(eq(leads.id, id));
}

/** An active admin, the only kind of user a lead may be assigned to. */
export async function findActiveAdmin(tx: Tx, id: string) {
  const [admin] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin'), sql`${users.disabledAt} is null`));
  return admin;
}

/** The active admins, by name: the choices of a bulk assignment. */
export async function activeAdmins(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, 'admin'), sql`${users.disabledAt} is null`))
    .orderBy(users.name);
}

/** Who a lead was with before (even an admin since disabled), for the timeline. */
export async function findAdminName(tx: Tx, id: string) {
  const [user] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return user ?? null;
}
