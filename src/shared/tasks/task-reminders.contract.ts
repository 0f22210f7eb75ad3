import { z } from 'zod';

/** An admin's choice to be e-mailed, beside the in-app notice, when a task is due (0083). */
export const ZTaskDueEmailSchema = z.strictObject({
  task_due_email: z.boolean({ message: 'validation.invalid_type' }),
});
export type TTaskDueEmail = z.infer<typeof ZTaskDueEmailSchema>;

export const ZSaveTaskDueEmailResponseSchema = z.object({
  task_due_email: z.boolean(),
  message: z.string(),
});
