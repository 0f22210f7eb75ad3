import { eq, sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { leadImportBatches } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../audit/record-audit';
import { translator } from '../i18n';
import { loadFormOptions } from '../options/form-options';
import { importRules } from './check-import-row';
import { importChunk } from './import-chunk';
import { importProgress } from './import-progress';
import { lockImportBatch, readImportRows, type ImportBatchRow } from './lead-import.queries';

/** Rows read and written per round: about 40 parameters a lead keeps an insert under 65,535. */
const IMPORT_CHUNK = 1000;

/** Thrown to roll a dry run back once it has done everything an import does. */
class DryRunDone extends Error {
  constructor(readonly result: ImportOutcome) {
    super('dry run rolled back');
  }
}

export interface ImportOutcome {
  created: number;
  matched: number;
  refused: number;
  batch: ImportBatchRow;
}

/**
 * Imports a staged batch (issue 33, decision 0069) in ONE transaction: every new lead, every
 * fill of a matched lead, their timeline events, the rows' outcomes and the audit row commit
 * together, so an import stopped half way (`kill -9`, a lost database) leaves none of it. A dry
 * run runs the very same statements and rolls them back, so what it counts is what the import
 * would do. The batch row is locked throughout: two imports of one batch cannot both run.
 */
export async function runImport(
  db: Db,
  input: {
    batchId: string;
    dryRun: boolean;
    actorUserId: string;
    locale: Locale;
    ip: string;
    userAgent: string;
  },
): Promise<ImportOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const batch = await lockImportBatch(tx, input.batchId);
      if (batch.status !== 'staged') throw new AppError('conflict', 'lead-import.already_imported');
      if (!batch.mapping || Object.keys(batch.mapping).length === 0) {
        throw new AppError('validation', 'lead-import.mapping_required', {
          fieldErrors: { mapping: ['lead-import.mapping_required'] },
        });
      }
      const { schemaOptions } = await loadFormOptions(tx);
      const t = translator(input.locale);
      const context = {
        batchId: batch.id,
        rules: importRules(batch.mapping, batch.defaultMarket, schemaOptions),
        actorUserId: input.actorUserId,
        locale: input.locale,
        // Consent to be contacted was gathered by the firm before the book moved: the lead
        // records where it came from instead of a sentence the applicant never saw here.
        consent: {
          text: t('lead-import.consent_text', { file: batch.fileName }),
          privacyVersionId: null,
        },
        ip: input.ip,
        userAgent: input.userAgent,
      };
      importProgress.start(batch.id, batch.rowCount);
      const totals = { created: 0, matched: 0, refused: 0 };
      let after = 0;
      for (;;) {
        const rows = await readImportRows(tx, batch.id, after, IMPORT_CHUNK);
        if (rows.length === 0) break;
        const counts = await importChunk(tx, rows, context);
        totals.created += counts.created;
        totals.matched += counts.matched;
        totals.refused += counts.refused;
        after = rows[counts.consumed - 1]!.rowNumber;
        importProgress.advance(batch.id, counts.consumed);
      }
      const [imported] = await tx
        .update(leadImportBatches)
        .set({
          status: 'imported',
          createdCount: totals.created,
          matchedCount: totals.matched,
          refusedCount: totals.refused,
          importedAt: sql`now()`,
          updatedAt: new Date(),
        })
        .where(eq(leadImportBatches.id, batch.id))
        .returning();
      const outcome = { ...totals, batch: imported! };
      if (input.dryRun) throw new DryRunDone({ ...totals, batch });
      await recordAudit(tx, {
        actorUserId: input.actorUserId,
        action: 'lead_import.imported',
        entityType: 'lead_import',
        entityId: batch.id,
        after: { file_name: batch.fileName, rows: batch.rowCount, ...totals },
      });
      return outcome;
    });
  } catch (error) {
    if (error instanceof DryRunDone) return error.result;
    throw error;
  } finally {
    importProgress.end(input.batchId);
  }
}
