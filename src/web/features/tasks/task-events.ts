import type { TFunction } from 'i18next';
import type { Locale } from '../../../shared/i18n/locales';
import { dueDay } from './task-due';

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' && value ? value : '—');

/** The timeline's words for a task event (issue 34), or null for any other event. */
export function taskEventTitle(
  type: string,
  data: Record<string, unknown>,
  t: TFunction,
  locale: Locale,
): string | null {
  const title = text(data.title);
  const due = (date: unknown, time: unknown) => ({
    date: typeof date === 'string' ? dueDay(date, locale) : '—',
    time: text(time),
  });
  switch (type) {
    case 'task_created':
      return t('tasks.event_task_created', {
        title,
        ...due(data.due_date, data.due_time),
        assignee: text(record(data.assignee).name),
      });
    case 'task_changed':
      return t('tasks.event_task_changed', {
        title,
        ...due(record(data.due_after).date, record(data.due_after).time),
      });
    case 'task_reassigned':
      return t('tasks.event_task_reassigned', {
        title,
        before: text(record(data.before).name),
        after: text(record(data.after).name),
      });
    case 'task_done':
      return t('tasks.event_task_done', { title });
    case 'task_undone':
      return t('tasks.event_task_undone', { title });
    default:
      return null;
  }
}
