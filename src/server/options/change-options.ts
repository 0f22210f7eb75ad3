import { eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import {
  checkOptionData,
  type ZCreateOptionRequestSchema,
  type ZUpdateOptionRequestSchema,
} from '../../shared/options/options-admin.contract';
import { PER_MARKET_GROUPS, type OptionGroup } from '../../shared/options/option-groups';
import { recordAudit } from '../audit/record-audit';
import type { Db } from '../db/client';
import { options } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError, fieldError } from '../errors';
import { findOption, optionInUse } from './options-admin.queries';
import type { OptionRow } from './options.queries';

/** What the audit row keeps of an option. */
function snapshot(row: OptionRow) {
  return {
    group: row.group,
    value: row.value,
    labels: row.labels,
    data: row.data,
    sort: row.sort,
    active: row.active,
  };
}

/** A market's entry of a per-market list: the forms need it, so it stays and stays active. */
const isPerMarket = (row: OptionRow) => PER_MARKET_GROUPS.includes(row.group as OptionGroup);

async function optionOr404(tx: Tx, id: string): Promise<OptionRow> {
  const row = await findOption(tx, id);
  if (!row) throw new AppError('not_found', 'errors.not_found');
  return row;
}

export async function createOption(
  db: Db,
  actorUserId: string,
  input: z.infer<typeof ZCreateOptionRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(options.sort) })
      .from(options)
      .where(eq(options.group, input.group));
    const [row] = await tx
      .insert(options)
      .values({
        group: input.group,
        value: input.value,
        labels: input.labels,
        data: input.data ?? null,
        sort: (last?.sort ?? 0) + 10,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw fieldError('value', 'options-admin.value_taken');
    await recordAudit(tx, {
      actorUserId,
      action: 'option.created',
      entityType: 'option',
      entityId: row.id,
      after: snapshot(row),
    });
  });
}

export async function updateOption(
  db: Db,
  actorUserId: string,
  id: string,
  input: z.infer<typeof ZUpdateOptionRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await optionOr404(tx, id);
    if (input.data !== undefined && !checkOptionData(before.group as OptionGroup, input.data)) {
      throw fieldError('data', 'options-admin.data_invalid');
    }
    if (input.active === false && isPerMarket(before)) {
      throw fieldError('active', 'options-admin.fixed_group');
    }
    const [after] = await tx
      .update(options)
      .set({
        ...(input.labels ? { labels: input.labels } : {}),
        ...(input.data !== undefined ? { data: input.data } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(options.id, id))
      .returning();
    await recordAudit(tx, {
      actorUserId,
      action: 'option.updated',
      entityType: 'option',
      entityId: id,
      before: snapshot(before),
      after: snapshot(after!),
    });
  });
}

/** New order of one group: the ids in their new order, all of the same group. */
export async function reorderOptions(db: Db, actorUserId: string, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await Promise.all(ids.map((id) => optionOr404(tx, id)));
    const groups = new Set(rows.map((row) => row.group));
    if (groups.size !== 1 || new Set(ids).size !== ids.length) {
      throw fieldError('ids', 'options-admin.order_invalid');
    }
    for (const [index, id] of ids.entries()) {
      await tx
        .update(options)
        .set({ sort: (index + 1) * 10 })
        .where(eq(options.id, id));
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'option.reordered',
      entityType: 'option',
      entityId: rows[0]!.group,
      before: { order: [...rows].sort((a, b) => a.sort - b.sort).map((row) => row.value) },
      after: { order: rows.map((row) => row.value) },
    });
  });
}

/**
 * Deletes an option no lead refers to; one in use may only be deactivated, and a market's
 * entry of a per-market list not even that.
 */
export async function deleteOption(db: Db, actorUserId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await optionOr404(tx, id);
    if (isPerMarket(row)) throw new AppError('conflict', 'options-admin.fixed_group');
    if (await optionInUse(tx, row)) throw new AppError('conflict', 'options-admin.in_use');
    await tx.delete(options).where(eq(options.id, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'option.deleted',
      entityType: 'option',
      entityId: id,
      before: snapshot(row),
    });
  });
}
