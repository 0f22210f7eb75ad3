import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Icon } from '../../layouts/icons';
import { QueryProvider } from '../../lib/http/query-client';
import { useSession } from '../../lib/session/session';
import { NoticeItem } from './notice-item';
import { useMarkNoticesRead, useNotices } from './notice-queries';

/**
 * The bell in the top bar (issue 34): an admin's unread count, and their newest notices in a
 * panel that opens below it. Escape or a click elsewhere closes it and gives focus back.
 */
function NoticeBell() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const notices = useNotices(isAdmin);
  const markRead = useMarkNoticesRead();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
      if (event instanceof MouseEvent && frame.current?.contains(event.target as Node)) return;
      setOpen(false);
      if (event instanceof KeyboardEvent) button.current?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (!isAdmin) return null;
  const unread = notices.data?.unread ?? 0;
  const label = unread > 0 ? t('tasks.bell_unread', { count: unread }) : t('tasks.bell_label');
  const items = notices.data?.data ?? [];
  return (
    <div ref={frame} className="relative print:hidden">
      <button
        ref={button}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="relative rounded p-1 hover:bg-[var(--theme-hover)]"
      >
        <Icon name="bell" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-[1000] mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-slate-200 bg-white p-2 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
      >
        <div className="flex items-center justify-between gap-2 px-3 py-1">
          <h2 className="font-semibold">{t('tasks.bell_label')}</h2>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={() => void markRead(null)}>
              {t('tasks.bell_read_all')}
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600 dark:text-slate-300">
            {t('tasks.bell_empty')}
          </p>
        ) : (
          <ul className="flex max-h-96 flex-col gap-1 overflow-y-auto">
            {items.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                onOpen={() => {
                  setOpen(false);
                  if (notice.read_at === null) void markRead(notice.id);
                }}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The bell with the back office's one query cache: the top bar sits outside the layout's
 * provider, and the cache is one module-level client, so a task marked done elsewhere is seen.
 */
export function NoticeBellWithCache() {
  return (
    <QueryProvider>
      <NoticeBell />
    </QueryProvider>
  );
}
