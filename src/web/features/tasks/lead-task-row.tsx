import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTask } from '../../../shared/tasks/tasks.contract';
import { Button } from '../../components/button';
import { useFormats } from '../../lib/preferences/use-formats';
import { dueDay } from './task-due';
import { TaskForm } from './task-form';
import { useTaskDone } from './use-task-done';
import { TaskWhenBadge } from './task-when-badge';
import { taskTitle } from './task-title';

/** One task of a lead: done or not (a checkbox), its due time and assignee, and its edit form. */
export function LeadTaskRow({ task }: { task: TTask }) {
  const { t } = useTranslation();
  const { locale } = useFormats();
  const { busy, toggle } = useTaskDone(task);
  const [editing, setEditing] = useState(false);
  const done = task.done_at !== null;

  if (editing) {
    return (
      <li className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <TaskForm
          leadId={task.lead.id}
          market={task.lead.market}
          task={task}
          onClose={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="flex items-start gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <input
        id={`task-done-${task.id}`}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0"
        checked={done}
        disabled={busy}
        onChange={() => void toggle()}
        aria-label={t('tasks.done_named', { title: taskTitle(t, task) })}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className={`font-medium break-words ${done ? 'line-through opacity-70' : ''}`}>
          {taskTitle(t, task)}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <TaskWhenBadge when={task.when} />
          <span>
            {t('tasks.due', { date: dueDay(task.due_date, locale), time: task.due_time })}
          </span>
          {task.assignee && <span>· {task.assignee.name}</span>}
        </p>
      </div>
      {!done && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEditing(true)}
          aria-label={t('tasks.edit_named', { title: taskTitle(t, task) })}
        >
          {t('tasks.edit')}
        </Button>
      )}
    </li>
  );
}
