import { z } from 'zod';
import { IMPORT_FIELDS, type ImportField } from '../lead-import/import-fields';

/** The lead fields an admin chooses between when merging: every field but the market. */
export const MERGE_FIELDS = IMPORT_FIELDS.filter(
  (field): field is Exclude<ImportField, 'market'> => field !== 'market',
);
export type MergeField = (typeof MERGE_FIELDS)[number];

/**
 * Merge the lead of the path (the survivor) with `other_id` (issue 33, item 5): both versions as
 * the admin read them (409 if either moved), and the fields whose value comes from the other
 * lead; every other field keeps the survivor's value.
 */
export const ZMergeLeadsRequestSchema = z.strictObject({
  other_id: z.uuid({ message: 'validation.invalid_choice' }),
  version: z.number().int().min(1),
  other_version: z.number().int().min(1),
  take_from_other: z
    .array(
      z.enum(MERGE_FIELDS as [MergeField, ...MergeField[]], {
        message: 'validation.invalid_choice',
      }),
    )
    .max(MERGE_FIELDS.length),
});
export type TMergeLeadsRequest = z.infer<typeof ZMergeLeadsRequestSchema>;

export const ZMergeLeadsResponseSchema = z.object({
  lead_id: z.string(),
  reference: z.string(),
  merged: z.object({ id: z.string(), reference: z.string() }),
});
