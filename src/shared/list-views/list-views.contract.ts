import { z } from 'zod';
import {
  VIEWABLE_LIST_KEYS,
  VIEWABLE_LISTS,
  type ViewableList,
  type ViewableListKey,
} from './list-view-lists';

const choice = { message: 'validation.invalid_choice' } as const;
const ZViewableListSchema = z.enum(VIEWABLE_LIST_KEYS, choice);

/** A view's address: a list's own keys, each a short text, as the address bar carries them. */
const ZViewParamsSchema = z
  .record(z.string().max(40), z.string().max(500, { message: 'validation.too_long' }), {
    message: 'validation.invalid_type',
  })
  .refine((params) => Object.keys(params).length <= 20, { message: 'validation.invalid' });

const ZHiddenColumnsSchema = z
  .array(z.string().trim().min(1).max(40), { message: 'validation.invalid_type' })
  .max(30, { message: 'validation.invalid' })
  .default([]);

const ZViewNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .max(60, { message: 'validation.too_long' });

/**
 * The params checked against their list (decision 0079): a key the list does not read, or a
 * value its own contract refuses, is a 422 naming `params.<key>`. A value valid when saved and
 * refused later (an option archived since) is never checked again: the view still opens.
 */
export function viewParamsProblems(
  list: ViewableListKey,
  params: Record<string, string>,
): { key: string; message: 'validation.unknown_field' | 'validation.invalid' }[] {
  const viewable: ViewableList = VIEWABLE_LISTS[list];
  const problems: ReturnType<typeof viewParamsProblems> = Object.keys(params)
    .filter((key) => !viewable.keys.includes(key))
    .map((key) => ({ key, message: 'validation.unknown_field' }));
  const result = viewable.check(params);
  if (result.success) return problems;
  const names = viewable.fieldNames ?? {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = names[field] ?? field;
    if (key in params && !problems.some((problem) => problem.key === key))
      problems.push({ key, message: 'validation.invalid' });
  }
  return problems;
}

/** The Views menu's form: a name and, for a new view, whether the other admins see it. */
export const ZListViewFormSchema = z.object({
  name: ZViewNameSchema,
  shared: z.boolean(),
});
export type TListViewForm = z.input<typeof ZListViewFormSchema>;

export const ZCreateListViewRequestSchema = z
  .strictObject({
    list: ZViewableListSchema,
    name: ZViewNameSchema,
    params: ZViewParamsSchema,
    hidden_columns: ZHiddenColumnsSchema,
    shared: z.boolean({ message: 'validation.invalid_type' }).default(false),
  })
  .superRefine((view, context) => {
    for (const { key, message } of viewParamsProblems(view.list, view.params))
      context.addIssue({ code: 'custom', path: ['params', key], message });
  });
export type TCreateListViewRequest = z.input<typeof ZCreateListViewRequestSchema>;

/** Any part of one's own view; its list stays (its params are checked against it). */
export const ZUpdateListViewRequestSchema = z.strictObject({
  name: ZViewNameSchema.optional(),
  params: ZViewParamsSchema.optional(),
  hidden_columns: ZHiddenColumnsSchema.optional(),
  shared: z.boolean({ message: 'validation.invalid_type' }).optional(),
});
export type TUpdateListViewRequest = z.input<typeof ZUpdateListViewRequestSchema>;

export const ZListViewSchema = z
  .object({
    id: z.string(),
    list: ZViewableListSchema,
    name: z.string(),
    params: z.record(z.string(), z.string()),
    hidden_columns: z.array(z.string()),
    shared: z.boolean(),
    owner: z.object({ id: z.string(), name: z.string() }),
    /** The caller's own view: only these can be changed; another's shared one can be copied. */
    mine: z.boolean(),
    updated_at: z.string(),
  })
  .meta({ id: 'ListView' });
export type TListView = z.infer<typeof ZListViewSchema>;

export const ZListViewsQuerySchema = z.strictObject({ list: ZViewableListSchema });
export const ZListViewsResponseSchema = z.object({
  data: z.array(ZListViewSchema),
  /** The caller's default view of this list, if one is set and still visible to them. */
  default_view_id: z.string().nullable(),
});

export const ZListViewParamsSchema = z.object({
  id: z.uuid({ message: 'validation.invalid' }),
});

export const ZSetDefaultListViewRequestSchema = z.strictObject({
  list: ZViewableListSchema,
  /** null: the bare list again. */
  view_id: z.uuid({ message: 'validation.invalid' }).nullable(),
});
export const ZSetDefaultListViewResponseSchema = z.object({
  default_view_id: z.string().nullable(),
});
