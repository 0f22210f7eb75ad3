import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leadImportBatches, leadImportRows } from '../db/schema';
import { AppError } from '../errors';
import { MAX_IMPORT_ROWS } from '../../shared/lead-import/import-fields';
import { openCsv } from './read-csv-rows';
import type { ImportBatchRow } from './lead-import.queries';

/** Rows staged per insert: a few hundred kilobytes of cells at most. */
const STAGE_CHUNK = 1000;

/**
 * Stages an uploaded CSV (issue 33) as it streams: the header row and every record go to the
 * batch's rows, a chunk at a time, so preview, dry run and import read the very same rows and
 * the file is never whole in memory. Not one transaction: that would hold the database for as
 * long as a slow connection takes to send the file (on PGlite, every other request with it).
 * The batch stays `uploading`, which no screen or import reads, until its last row is in; a
 * refused file (not UTF-8, not a CSV, over the row limit, cut short at the size limit) takes
 * its batch away with it.
 */
export async function stageImport(
  db: Db,
  input: {
    fileName: string;
    file: AsyncIterable<Buffer>;
    actorUserId: string;
    /** Called when the file has ended: throws if it was cut short at the size limit. */
    checkComplete: () => void;
  },
): Promise<ImportBatchRow> {
  const { delimiter, rows } = await openCsv(input.file);
  const header = await rows.next();
  if (header.done || header.value.every((cell) => cell.trim() === '')) throw emptyFile();
  const [batch] = await db
    .insert(leadImportBatches)
    .values({
      createdBy: input.actorUserId,
      fileName: input.fileName.slice(0, 255),
      headers: header.value.map((cell) => cell.trim()),
      delimiter,
      rowCount: 0,
      status: 'uploading',
    })
    .returning();
  const batchId = batch!.id;
  try {
    const count = await stageRows(db, batchId, rows);
    input.checkComplete();
    if (count === 0) throw emptyFile();
    const [staged] = await db
      .update(leadImportBatches)
      .set({ rowCount: count, status: 'staged', updatedAt: new Date() })
      .where(eq(leadImportBatches.id, batchId))
      .returning();
    return staged!;
  } catch (error) {
    await db.delete(leadImportBatches).where(eq(leadImportBatches.id, batchId));
    throw error;
  }
}

function emptyFile() {
  return new AppError('validation', 'lead-import.empty_file', {
    fieldErrors: { file: ['lead-import.empty_file'] },
  });
}

async function stageRows(db: Db, batchId: string, rows: AsyncIterable<string[]>) {
  let count = 0;
  let chunk: (typeof leadImportRows.$inferInsert)[] = [];
  const flush = async () => {
    if (chunk.length > 0) await db.insert(leadImportRows).values(chunk);
    chunk = [];
  };
  for await (const cells of rows) {
    count += 1;
    if (count > MAX_IMPORT_ROWS) {
      throw new AppError('payload_too_large', 'lead-import.too_many_rows', {
        values: { max: MAX_IMPORT_ROWS },
        fieldErrors: { file: ['lead-import.too_many_rows'] },
      });
    }
    chunk.push({ batchId, rowNumber: count, cells });
    if (chunk.length >= STAGE_CHUNK) await flush();
  }
  await flush();
  return count;
}
