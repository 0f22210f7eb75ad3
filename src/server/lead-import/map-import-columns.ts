import { eq } from 'drizzle-orm';
import { foldHeader } from '../../shared/lead-import/header-guesses';
import type { TImportMapping } from '../../shared/lead-import/lead-import.contract';
import type { Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leadImportBatches } from '../db/schema';
import { AppError } from '../errors';
import { lockImportBatch, saveColumns, type ImportBatchRow } from './lead-import.queries';

/**
 * Saves the admin's column mapping of a staged batch and the market of rows that name none, and
 * remembers each header's field for this admin's next import (per admin, not firm-wide: each
 * admin's spreadsheets come from their own systems; decision 0069).
 */
export async function mapImportColumns(
  db: Db,
  input: {
    batchId: string;
    mapping: TImportMapping;
    defaultMarket: Market | null;
    actorUserId: string;
  },
): Promise<ImportBatchRow> {
  return db.transaction(async (tx) => {
    const batch = await lockImportBatch(tx, input.batchId);
    if (batch.status !== 'staged') throw new AppError('conflict', 'lead-import.already_imported');
    const fieldErrors: Record<string, ['lead-import.no_such_column']> = {};
    for (const [field, index] of Object.entries(input.mapping)) {
      if (index >= batch.headers.length)
        fieldErrors[`mapping.${field}`] = ['lead-import.no_such_column'];
    }
    if (Object.keys(fieldErrors).length > 0) {
      throw new AppError('validation', 'errors.validation', { fieldErrors });
    }
    const remembered = Object.fromEntries(
      Object.entries(input.mapping).map(([field, index]) => [
        foldHeader(batch.headers[index as number]!),
        field,
      ]),
    );
    await saveColumns(tx, input.actorUserId, remembered);
    const [mapped] = await tx
      .update(leadImportBatches)
      .set({ mapping: input.mapping, defaultMarket: input.defaultMarket, updatedAt: new Date() })
      .where(eq(leadImportBatches.id, batch.id))
      .returning();
    return mapped!;
  });
}
