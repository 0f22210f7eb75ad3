import { useTranslation } from 'react-i18next';
import type { TNextTask } from '../../../shared/tasks/tasks.contract';
import { Badge } from '../../components/badge';
import { useFormats } from '../../lib/preferences/use-formats';
import { dueDay } from './task-due';
import { taskTitle } from './task-title';

/** A lead's next task in a list row or on a board card: its title and due time, or "none". */
export function NextTaskCell({ task }: { task: TNextTask | null }) {
  const { t } = useTranslation();
  const { locale } = useFormats();
  if (!task)
    return <span className="text-slate-600 dark:text-slate-300">{t('tasks.no_next_task')}</span>;
  return (
    <span className="flex w-40 max-w-full min-w-0 flex-col">
      <span className="truncate" title={taskTitle(t, task)}>
        {taskTitle(t, task)}
      </span>
      <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
        {task.overdue && <Badge tone="danger">{t('tasks.when_overdue')}</Badge>}
        {t('tasks.due', { date: dueDay(task.due_date, locale), time: task.due_time })}
      </span>
    </span>
  );
}
