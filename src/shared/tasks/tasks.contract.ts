import { z } from 'zod';
import { keysetPage, keysetQueryFields } from '../api/keyset';
import { MARKETS } from '../markets/markets';

/** Where an open task stands on its market's clock; a done task is `done`. */
export const TASK_WHEN = ['overdue', 'today', 'upcoming'] as const;
export type TaskWhen = (typeof TASK_WHEN)[number];

const TASK_TITLE_MAX = 200;

/** A calendar day that exists (2026-02-30 does not), as typed in a date field. */
const ZLocalDate = z
  .string({ message: 'validation.required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.invalid_format' })
  .refine(
    (value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
    },
    { message: 'validation.invalid_format' },
  );

/** A wall-clock time, 24-hour `HH:MM`. */
export const ZLocalTime = z
  .string({ message: 'validation.required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'validation.invalid_format' });

/**
 * A task as the form sends it (decision 0075): the due date and time are read on the lead's
 * market's clock. A past due time is allowed (the task is simply overdue).
 */
export const ZTaskInputSchema = z.object({
  title: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(TASK_TITLE_MAX, { message: 'validation.too_long' }),
  due_date: ZLocalDate,
  due_time: ZLocalTime,
  assignee_id: z.string({ message: 'validation.required' }).min(1, {
    message: 'validation.required',
  }),
});
export type TTaskInput = z.infer<typeof ZTaskInputSchema>;

export const ZTaskDoneSchema = z.object({
  done: z.boolean({ message: 'validation.invalid_choice' }),
});

export const ZTaskParamsSchema = z.object({ id: z.string().max(64) });

const ZTaskSchema = z.object({
  id: z.string(),
  lead: z.object({
    id: z.string(),
    reference: z.string(),
    market: z.enum(MARKETS),
    /** The business name, else the applicant's name. */
    name: z.string(),
  }),
  title: z.string(),
  /** The instant, and the same on the market's clock (what the admin typed). */
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  done_at: z.string().nullable(),
  when: z.enum([...TASK_WHEN, 'done']),
});
export type TTask = z.infer<typeof ZTaskSchema>;

/** A lead's next open task (earliest due), as the lists and board cards show it. */
export const ZNextTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  due_at: z.string(),
  due_date: z.string(),
  due_time: z.string(),
  overdue: z.boolean(),
});
export type TNextTask = z.infer<typeof ZNextTaskSchema>;

export const ZLeadTasksResponseSchema = z.object({ data: z.array(ZTaskSchema) });

export const ZTaskSavedResponseSchema = z.object({ message: z.string(), task: ZTaskSchema });

/** "My tasks": the signed-in admin's open tasks, earliest due first, by market and group. */
export const ZMyTasksQuerySchema = z.object({
  market: z.enum(MARKETS, { message: 'validation.invalid_choice' }).optional(),
  when: z.enum(TASK_WHEN, { message: 'validation.invalid_choice' }).optional(),
  ...keysetQueryFields,
});
export type TMyTasksQuery = z.infer<typeof ZMyTasksQuerySchema>;

export const ZMyTasksResponseSchema = keysetPage(ZTaskSchema);
export type TMyTasksResponse = z.infer<typeof ZMyTasksResponseSchema>;
