import { useTranslation } from 'react-i18next';

/** How far an import or an undo got: a bar named by `label`, and the count in words. */
export function ImportProgressBar({
  label,
  done,
  total,
  valueKey,
}: {
  label: string;
  done: number;
  total: number;
  valueKey: 'lead-import.progress_value' | 'lead-import.undo_progress_value';
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1">
      <progress className="h-3 w-full" aria-label={label} max={Math.max(total, 1)} value={done} />
      <p className="text-sm">{t(valueKey, { done, total })}</p>
    </div>
  );
}
