import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, type LeadStatus } from '../../../shared/leads/pipeline';
import { controlClass } from '../../components/form/control-class';

/**
 * Several statuses at once: a disclosure (summary says what is chosen) over a group of
 * checkboxes. A click outside or Escape closes it; the form applies the choice on Search.
 */
export function StatusFilter({
  value,
  onChange,
}: {
  value: LeadStatus[];
  onChange: (next: LeadStatus[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  const chosen =
    value.length === 0
      ? t('lead-list.any_status')
      : value.length === 1
        ? t(`pipeline.status.${value[0]!}`)
        : t('lead-board.statuses_chosen', { count: value.length });
  const toggle = (status: LeadStatus, on: boolean) =>
    onChange(LEAD_STATUSES.filter((item) => (item === status ? on : value.includes(item))));

  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <span id={`${id}-label`}>{t('lead-list.status')}</span>
      <details
        ref={details}
        className="relative"
        // Tabbing out of the open list closes it, as a click elsewhere does.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
        }}
      >
        <summary
          aria-describedby={`${id}-label`}
          className={controlClass(false, 'flex cursor-pointer list-none items-center gap-2')}
        >
          <span className="min-w-0 flex-1 truncate">{chosen}</span>
          <span aria-hidden="true">▾</span>
        </summary>
        <fieldset className="absolute z-30 mt-1 flex max-h-[26rem] w-64 max-w-[85vw] flex-col gap-1 overflow-y-auto rounded-md border border-slate-300 bg-white p-3 shadow-lg dark:border-slate-600 dark:bg-slate-900">
          <legend className="sr-only">{t('lead-list.status')}</legend>
          {LEAD_STATUSES.map((status) => (
            <label key={status} className="flex items-center gap-2 py-0.5">
              <input
                type="checkbox"
                checked={value.includes(status)}
                onChange={(event) => toggle(status, event.target.checked)}
              />
              {t(`pipeline.status.${status}`)}
            </label>
          ))}
          {value.length > 0 && (
            <button
              type="button"
              className="mt-1 self-start text-blue-800 underline dark:text-sky-300"
              onClick={() => onChange([])}
            >
              {t('lead-board.any_status_again')}
            </button>
          )}
        </fieldset>
      </details>
    </div>
  );
}
