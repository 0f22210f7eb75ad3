import { useTranslation } from 'react-i18next';
import type { FormStep } from './form-steps';

/**
 * Where the applicant is: an ordered list of the steps, the current one marked aria-current;
 * a step already reachable is a button that goes there.
 */
export function StepIndicator({
  steps,
  current,
  completed,
  reachable,
  onGo,
}: {
  steps: readonly FormStep[];
  current: number;
  completed: readonly string[];
  reachable: (index: number) => boolean;
  onGo: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('full-application.progress_label')}>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, index) => {
          const here = index === current;
          const done = completed.includes(step);
          const label = `${index + 1}. ${t(`full-application.steps.${step}`)}`;
          const look = here
            ? 'border-[var(--theme-color)] bg-[var(--theme-color)] text-[var(--theme-text)]'
            : done
              ? 'border-emerald-700 text-emerald-800 dark:border-emerald-400 dark:text-emerald-200'
              : 'border-slate-400 text-slate-700 dark:border-slate-500 dark:text-slate-200';
          const className = `block rounded-full border px-3 py-1 text-sm ${look}`;
          const suffix = done && !here ? ` ✓` : '';
          return (
            <li key={step} aria-current={here ? 'step' : undefined}>
              {reachable(index) && !here ? (
                <button
                  type="button"
                  className={`${className} underline-offset-2 hover:underline`}
                  onClick={() => onGo(index)}
                >
                  {label}
                  {suffix && <span aria-hidden="true">{suffix}</span>}
                  {done && <span className="sr-only"> ({t('full-application.step_done')})</span>}
                </button>
              ) : (
                <span className={className}>
                  {label}
                  {done && !here && (
                    <span className="sr-only"> ({t('full-application.step_done')})</span>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
