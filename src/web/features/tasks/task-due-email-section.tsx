import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ZTaskDueEmailSchema,
  type TTaskDueEmail,
} from '../../../shared/tasks/task-reminders.contract';
import { TASK_REMINDERS_ENDPOINTS } from '../../../shared/tasks/task-reminders.endpoints';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { useSavedChoiceForm } from '../../lib/forms/use-saved-choice-form';
import { callApi } from '../../lib/http/api';

/**
 * An admin's "also e-mail me when a task is due" (decision 0083), on their profile: the bell's
 * notice always comes at the due time; this adds a short e-mail. Shown once the choice is read.
 */
export function TaskDueEmailSection() {
  const saved = useQuery({
    queryKey: ['task-due-email'],
    queryFn: () => callApi(TASK_REMINDERS_ENDPOINTS.taskDueEmail, {}),
    retry: false,
  });
  return saved.data ? <TaskDueEmailForm saved={saved.data} /> : null;
}

function TaskDueEmailForm({ saved }: { saved: TTaskDueEmail }) {
  const { t } = useTranslation();
  const { form, message, onSubmit } = useSavedChoiceForm({
    schema: ZTaskDueEmailSchema,
    saved,
    save: async (values) => {
      const answer = await callApi(TASK_REMINDERS_ENDPOINTS.saveTaskDueEmail, { body: values });
      return { stored: { task_due_email: answer.task_due_email }, message: answer.message };
    },
  });

  return (
    <section aria-labelledby="task-due-email-heading" className="flex flex-col gap-3">
      <h2 id="task-due-email-heading" className="text-xl font-semibold">
        {t('tasks.due_email.title')}
      </h2>
      <FormMessage {...message} />
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              aria-describedby="task-due-email-hint"
              {...form.register('task_due_email')}
            />
            {t('tasks.due_email.label')}
          </label>
          <p id="task-due-email-hint" className="text-sm text-slate-600 dark:text-slate-300">
            {t('tasks.due_email.hint')}
          </p>
        </div>
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>
            {t('tasks.due_email.save')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
