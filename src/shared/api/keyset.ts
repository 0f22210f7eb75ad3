import { z } from 'zod';

/** Keyset pagination (DESIGN.md): `?cursor=&limit=`, answered `{data, next_cursor}`. */
export const keysetQueryFields = {
  cursor: z.string().trim().max(500, { message: 'validation.too_long' }).optional(),
  limit: z.coerce
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(1, { message: 'validation.invalid' })
    .max(100, { message: 'validation.invalid' })
    .default(25),
};

export function keysetPage<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), next_cursor: z.string().nullable() });
}
