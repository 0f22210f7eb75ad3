import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TTask } from '../../../shared/tasks/tasks.contract';
import { Button } from '../../components/button';
import type { DataColumn } from '../../components/data-table';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { dueDay } from './task-due';
import { TaskWhenBadge } from './task-when-badge';
import { useTaskDone } from './use-task-done';
import { taskTitle } from './task-title';
import { applicantName } from '../privacy/applicant-name';

function DoneButton({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const { busy, toggle } = useTaskDone(task);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      onClick={() => void toggle()}
      aria-label={t('tasks.done_named', { title: taskTitle(t, task) })}
    >
      {t('tasks.when_done')}
    </Button>
  );
}

/** The columns of "My tasks": the task, when it is due on its market's clock, its lead. */
export function useMyTaskColumns(): DataColumn<TTask>[] {
  const { t } = useTranslation();
  const { locale } = useFormats();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('tasks.column_task'),
        cell: (task) => <span className="break-words">{taskTitle(t, task)}</span>,
      },
      {
        id: 'due',
        header: t('tasks.column_due'),
        cell: (task) => (
          <span className="flex flex-wrap items-center gap-2">
            <TaskWhenBadge when={task.when} />
            <span className="whitespace-nowrap">
              {t('tasks.due', { date: dueDay(task.due_date, locale), time: task.due_time })}
            </span>
          </span>
        ),
      },
      {
        id: 'lead',
        header: t('tasks.column_lead'),
        cell: (task) => (
          <Link
            to={pathTo('lead', { id: task.lead.id })}
            className="text-blue-800 underline underline-offset-2 dark:text-sky-300"
          >
            {task.lead.reference} · {applicantName(t, task.lead)}
          </Link>
        ),
      },
      {
        id: 'market',
        header: t('tasks.filter_market'),
        cell: (task) => t(`markets.${task.lead.market}`),
      },
      { id: 'done', header: t('tasks.when_done'), cell: (task) => <DoneButton task={task} /> },
    ],
    [t, locale],
  );
}
