import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_INFO, type Market } from '../../../shared/markets/markets';
import {
  ZTaskInputSchema,
  type TTask,
  type TTaskInput,
} from '../../../shared/tasks/tasks.contract';
import { TASKS_ENDPOINTS } from '../../../shared/tasks/tasks.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { showToast } from '../../lib/feedback/toasts';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { callApi } from '../../lib/http/api';
import { useSession } from '../../lib/session/session';
import { useTaskAssignees, useTaskChanged } from './task-queries';

/** Add a task to a lead, or edit one: due date and time typed on the market's clock. */
export function TaskForm({
  leadId,
  market,
  task,
  onClose,
}: {
  leadId: string;
  market: Market;
  task?: TTask;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const admins = useTaskAssignees();
  const changed = useTaskChanged();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<TTaskInput>({
    shouldFocusError: true,
    resolver: formResolver(ZTaskInputSchema),
    defaultValues: {
      title: task?.title ?? '',
      due_date: task?.due_date ?? '',
      due_time: task?.due_time ?? '09:00',
      assignee_id: task?.assignee?.id ?? user?.id ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setMessage(null);
    try {
      const answer = task
        ? await callApi(TASKS_ENDPOINTS.update, { params: { id: task.id }, body })
        : await callApi(TASKS_ENDPOINTS.create, { params: { id: leadId }, body });
      await changed(leadId);
      showToast('success', answer.message);
      onClose();
    } catch (failure) {
      setMessage(submitFailure(failure, form.setError));
    }
  });
  const options = (admins.data?.admins ?? []).map((admin) => ({
    value: admin.id,
    label: admin.name,
  }));
  if (task?.assignee && !options.some((option) => option.value === task.assignee?.id)) {
    options.push({ value: task.assignee.id, label: task.assignee.name });
  }
  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-3" noValidate>
      <FormMessage tone="error" text={message} />
      <TextField
        label={t('tasks.field_title')}
        error={errors.title?.message}
        maxLength={200}
        {...form.register('title')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          type="date"
          label={t('tasks.field_due_date')}
          error={errors.due_date?.message}
          hint={t('tasks.due_hint', {
            market: t(`markets.${market}`),
            zone: MARKET_INFO[market].timeZone,
          })}
          {...form.register('due_date')}
        />
        <TextField
          type="time"
          label={t('tasks.field_due_time')}
          error={errors.due_time?.message}
          {...form.register('due_time')}
        />
      </div>
      <SelectField
        label={t('tasks.field_assignee')}
        options={options}
        error={errors.assignee_id?.message}
        {...form.register('assignee_id')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.formState.isSubmitting}>{t('tasks.save')}</SubmitButton>
        <Button variant="secondary" onClick={onClose}>
          {t('tasks.cancel')}
        </Button>
      </div>
    </form>
  );
}
