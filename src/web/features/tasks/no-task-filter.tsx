import { useTranslation } from 'react-i18next';

/** The admin lists' "no next task" filter (issue 34): leads nobody has a next action for. */
export function NoTaskFilter({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 self-end pb-2 text-sm sm:col-span-2">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {t('tasks.no_next_task')}
    </label>
  );
}
