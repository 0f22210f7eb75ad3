import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPTION_GROUPS, type OptionGroup } from '../../../shared/options/option-groups';
import type { TOptionEntry } from './option-form-values';

/** The lists of choices, the open one marked, each with its number of entries once loaded. */
export function OptionGroupNav({
  group,
  all,
  loaded,
}: {
  group: OptionGroup;
  all: readonly TOptionEntry[];
  loaded: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('options-admin.lists')} className="lg:w-60 lg:shrink-0">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {OPTION_GROUPS.map((item) => {
          const count = all.filter((entry) => entry.group === item).length;
          const current = item === group;
          return (
            <li key={item}>
              <Link
                to={`?group=${item}`}
                aria-current={current ? 'page' : undefined}
                className={`flex items-center justify-between gap-3 rounded-md px-3 py-2 text-sm ${
                  current
                    ? 'bg-[var(--theme-color)] text-[var(--theme-text)]'
                    : 'border border-slate-300 hover:bg-slate-100 lg:border-transparent dark:border-slate-600 dark:hover:bg-slate-700'
                }`}
              >
                <span>{t(`options-admin.group_${item}`)}</span>
                {loaded && <span className="tabular-nums">{count}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
