import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { QueryStatus } from '../../components/query-status';
import { LeadTaskRow } from './lead-task-row';
import { TaskForm } from './task-form';
import { useLeadTasks } from './task-queries';

/** The lead screen's tasks (issue 34): open ones first, earliest due first; add one here. */
export function LeadTasksPanel({ leadId, market }: { leadId: string; market: Market }) {
  const { t } = useTranslation();
  const query = useLeadTasks(leadId);
  const [adding, setAdding] = useState(false);
  const tasks = query.data?.data ?? [];
  return (
    <Card
      title={t('tasks.panel_title')}
      actions={
        !adding && (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('tasks.add')}
          </Button>
        )
      }
    >
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      {adding && <TaskForm leadId={leadId} market={market} onClose={() => setAdding(false)} />}
      {query.data && tasks.length === 0 && !adding && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('tasks.none')}</p>
      )}
      {tasks.length > 0 && (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <LeadTaskRow key={task.id} task={task} />
          ))}
        </ul>
      )}
    </Card>
  );
}
