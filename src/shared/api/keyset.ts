import { z } from 'zod';

/** Keyset pagination (DESIGN.md): `?cursor=&limit=`, answered `{data, next_cursor, total}`. */
export const keysetQueryFields = {
  cursor: z.string().trim().max(500, { message: 'validation.too_long' }).optional(),
  limit: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(1, { message: 'validation.invalid' })
    .max(100, { message: 'validation.invalid' })
    .default(25),
};

/**
 * How many rows the filters match: counted when that is cheap, else the planner's estimate
 * (`exact: false`, shown as "about"), so a count never makes a list slow on a large book.
 */
const ZListTotalSchema = z.object({ value: z.number().int(), exact: z.boolean() });
export type TListTotal = z.infer<typeof ZListTotalSchema>;

export function keysetPage<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    next_cursor: z.string().nullable(),
    total: ZListTotalSchema,
  });
}
