import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass } from '../../components/form/control-class';
import { FilterChips, type FilterChip } from './filter-chips';
import { ListSearch } from './list-search';

interface Choice {
  value: string;
  label: string;
}

/** One select of the bar; `value` '' is its "all" choice, which filters nothing. */
export interface ChoiceFilter {
  name: string;
  label: string;
  value: string;
  /** The choices, "all" first for a filter (value ''). */
  options: Choice[];
  onChange: (value: string) => void;
}

interface ListFilterBarProps {
  search: {
    label: string;
    placeholder: string;
    value: string;
    onSearch: (text: string) => void;
    onClear: () => void;
  };
  /** Each shown as a chip while it keeps only some rows. */
  filters: ChoiceFilter[];
  /** The order: a select too, but no filter, so never a chip. */
  sort: Omit<ChoiceFilter, 'name'>;
  onClearAll: () => void;
  /** After the selects, on their line (a saved views menu). */
  end?: ReactNode;
}

/**
 * The bar of a simple list (decision 0065): a search applied as one types, selects applied as
 * they change, a sort, and the filters in use as chips, each saying what it keeps ("Status:
 * Active") and removed with its own button. The search takes twice a select's width.
 */
export function ListFilterBar({ search, filters, sort, onClearAll, end }: ListFilterBarProps) {
  const { t } = useTranslation();
  const chip = (filter: string, value: string) => t('lists.chip', { filter, value });
  const chips: FilterChip[] = [];
  if (search.value)
    chips.push({ key: 'search', label: chip(search.label, search.value), remove: search.onClear });
  for (const filter of filters) {
    const chosen = filter.options.find((option) => option.value === filter.value);
    if (filter.value && chosen)
      chips.push({
        key: filter.name,
        label: chip(filter.label, chosen.label),
        remove: () => filter.onChange(''),
      });
  }
  const id = useId();
  // Compact, as the leads' bar: small labels over the controls, in one line from a tablet on.
  // The label beside its select, not around it: a label holding a select is named by its
  // options' texts too ("Sort by Name (A–Z) Newest first").
  const select = (field: Omit<ChoiceFilter, 'name'>, key: string) => (
    <div key={key} className="flex min-w-0 flex-col gap-1 text-sm sm:flex-[1_1_0%]">
      <label htmlFor={`${id}-${key}`}>{field.label}</label>
      <select
        id={`${id}-${key}`}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        className={controlClass(false)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div role="search" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <ListSearch
          className="sm:flex-[2_1_0%]"
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onSearch={search.onSearch}
        />
        {filters.map((filter) => select(filter, filter.name))}
        {select(sort, 'sort')}
        {end}
      </div>
      <FilterChips chips={chips} onClearAll={onClearAll} />
    </div>
  );
}
