import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TNotice } from '../../../shared/notices/notices.contract';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';
import { dueDay } from '../tasks/task-due';

/** One notice of the bell: a link to its lead that marks it read on the way. */
export function NoticeItem({ notice, onOpen }: { notice: TNotice; onOpen: () => void }) {
  const { t } = useTranslation();
  const { locale } = useFormats();
  const unread = notice.read_at === null;
  const title = notice.task ? t('tasks.bell_task_due', { title: notice.task.title }) : '—';
  const line =
    notice.lead && notice.task
      ? t('tasks.bell_on_lead', {
          reference: notice.lead.reference,
          date: dueDay(notice.task.due_date, locale),
          time: notice.task.due_time,
        })
      : null;
  const body = (
    <>
      <span className={`block break-words ${unread ? 'font-semibold' : ''}`}>{title}</span>
      {line && <span className="block text-sm text-slate-600 dark:text-slate-300">{line}</span>}
    </>
  );
  const className = `block rounded px-3 py-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-700 ${unread ? 'bg-sky-50 dark:bg-slate-700/60' : ''}`;
  return (
    <li>
      {notice.lead ? (
        <Link to={pathTo('lead', { id: notice.lead.id })} onClick={onOpen} className={className}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}
