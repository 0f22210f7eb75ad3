import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../i18n/locales';
import { MARKETS } from '../markets/markets';
import { requiredText } from '../validation/fields';
import {
  OPTION_DATA_SCHEMAS,
  OPTION_GROUPS,
  PER_MARKET_GROUPS,
  type OptionGroup,
} from './option-groups';

/** A label in each of the five languages: every language is required. */
const ZOptionLabelsSchema = z.object(
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, requiredText(100)])) as Record<
    (typeof SUPPORTED_LOCALES)[number],
    ReturnType<typeof requiredText>
  >,
);

/** A slug: lower-case letters, digits and underscores, as stored on leads. */
const OPTION_SLUG = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
const optionValueField = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(64, { message: 'validation.too_long' });

const groupField = z.enum(OPTION_GROUPS, { message: 'validation.invalid_choice' });

/** The data schema of a group, or undefined for a group that carries none. */
function optionDataSchema(group: OptionGroup): z.ZodType | undefined {
  return (OPTION_DATA_SCHEMAS as Partial<Record<OptionGroup, z.ZodType>>)[group];
}

/** The group's data, checked against the registry; null for groups that carry none. */
export function checkOptionData(group: OptionGroup, data: unknown): boolean {
  const schema = optionDataSchema(group);
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
    value: optionValueField,
    labels: ZOptionLabelsSchema,
    data: z.unknown().optional(),
  })
  .superRefine((body, ctx) => {
    // A per-market list's entry is named by its market (created once, when it is missing).
    if (PER_MARKET_GROUPS.includes(body.group)) {
      if (!(MARKETS as readonly string[]).includes(body.value)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.invalid_choice' });
      }
    } else if (!OPTION_SLUG.test(body.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'validation.slug' });
    }
    const schema = optionDataSchema(body.group);
    if (!schema) {
      if (body.data !== undefined && body.data !== null) {
        ctx.addIssue({ code: 'custom', path: ['data'], message: 'validation.unknown_field' });
      }
      return;
    }
    // Each fault on its own field (data.max, data.markets...), worded as the form words it.
    const checked = schema.safeParse(body.data ?? null, { reportInput: true });
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ ...issue, path: ['data', ...issue.path] } as Parameters<
        typeof ctx.addIssue
      >[0]);
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
