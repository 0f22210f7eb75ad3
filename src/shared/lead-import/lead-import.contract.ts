import { z } from 'zod';
import { MARKETS } from '../markets/markets';
import { IMPORT_BATCH_STATUSES, IMPORT_FIELDS } from './import-fields';

const ZImportFieldSchema = z.enum(IMPORT_FIELDS, { message: 'validation.invalid_choice' });

/** Field -> column index of the file; a field left out is not imported. */
const ZImportMappingSchema = z.partialRecord(ZImportFieldSchema, z.number().int().min(0).max(500));
export type TImportMapping = z.infer<typeof ZImportMappingSchema>;

export const ZImportBatchParams = z.object({ id: z.string().max(64) });

export const ZImportBatchSchema = z.object({
  id: z.string(),
  file_name: z.string(),
  headers: z.array(z.string()),
  delimiter: z.string(),
  row_count: z.number(),
  status: z.enum(IMPORT_BATCH_STATUSES),
  mapping: ZImportMappingSchema,
  default_market: z.enum(MARKETS).nullable(),
  created_count: z.number(),
  matched_count: z.number(),
  refused_count: z.number(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  imported_at: z.string().nullable(),
  undone_at: z.string().nullable(),
  /**
   * Rows done of the running import or dry run, or leads put back of the undo under way (status
   * `undoing`); null when none runs.
   */
  progress: z.object({ done: z.number(), total: z.number() }).nullable(),
});
export type TImportBatch = z.infer<typeof ZImportBatchSchema>;

export const ZImportMappingRequestSchema = z.object({
  mapping: ZImportMappingSchema,
  default_market: z.enum(MARKETS, { message: 'validation.invalid_choice' }).nullable(),
});

/** One row of the preview: its cells, what it would do, and each field's errors (message keys). */
const ZImportPreviewRowSchema = z.object({
  row_number: z.number(),
  cells: z.array(z.string()),
  errors: z.record(z.string(), z.array(z.string())),
});
export const ZImportPreviewQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  only_errors: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const ZImportPreviewSchema = z.object({
  rows: z.array(ZImportPreviewRowSchema),
  total: z.number(),
});

/** What an import did, or what a dry run would do. */
export const ZImportResultSchema = z.object({
  dry_run: z.boolean(),
  created: z.number(),
  matched: z.number(),
  refused: z.number(),
  batch: ZImportBatchSchema,
});

export const ZImportUndoResultSchema = z.object({ batch: ZImportBatchSchema });

/** What the multipart upload answers: the staged batch and the columns guessed for it. */
export const ZImportUploadResponseSchema = z.object({
  batch: ZImportBatchSchema,
  guessed: ZImportMappingSchema,
});
