import type { TFunction } from 'i18next';

/** A task as lists name it; one of an erased applicant's lead lost its words (decision 0091). */
export function taskTitle(t: TFunction, task: { title: string }): string {
  return task.title.trim() || t('tasks.title_erased');
}
