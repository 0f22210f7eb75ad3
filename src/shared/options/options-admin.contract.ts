import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { requiredText } from '../validation/fields';
import { OPTION_DATA_SCHEMAS, OPTION_GROUPS, type OptionGroup } from './option-groups';

/** A label in each of the five languages: every language is required. */
const ZOptionLabelsSchema = z.object(
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, requiredText(100)])) as Record<
    (typeof SUPPORTED_LOCALES)[number],
    ReturnType<typeof requiredText>
  >,
);

/** A slug: lower-case letters, digits and underscores, as stored on leads. */
const optionSlugField = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(64, { message: 'validation.too_long' })
  .regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, { message: 'options-admin.slug_invalid' });

const groupField = z.enum(OPTION_GROUPS, { message: 'validation.invalid_choice' });

/** The group's data, checked against the registry; null for groups that carry none. */
export function checkOptionData(group: OptionGroup, data: unknown): boolean {
  const schema = (OPTION_DATA_SCHEMAS as Partial<Record<OptionGroup, z.ZodType>>)[group];
  return schema ? schema.safeParse(data).success : data === null || data === undefined;
}

const ZOptionEntrySchema = z.object({
  id: z.string(),
  group: groupField,
  value: z.string(),
  labels: z.record(z.string(), z.string()),
  data: z.unknown(),
  sort: z.number(),
  active: z.boolean(),
  in_use: z.boolean(),
  deletable: z.boolean(),
});
export const ZOptionsListResponseSchema = z.object({ data: z.array(ZOptionEntrySchema) });

export const ZCreateOptionRequestSchema = z
  .object({
    group: groupField,
    value: optionSlugField,
    labels: ZOptionLabelsSchema,
    data: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    if (!checkOptionData(body.group, body.data ?? null)) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'options-admin.data_invalid' });
    }
  });

export const ZUpdateOptionRequestSchema = z.object({
  labels: ZOptionLabelsSchema.optional(),
  data: z.unknown().optional(),
  active: z.boolean().optional(),
});

export const ZReorderOptionsRequestSchema = z.object({
  ids: z
    .array(z.uuid({ message: 'validation.invalid_choice' }))
    .min(1)
    .max(500),
});

export const ZOptionIdParamsSchema = z.object({ id: z.uuid({ message: 'errors.not_found' }) });
export const ZOptionChangedResponseSchema = z.object({ message: z.string() });
