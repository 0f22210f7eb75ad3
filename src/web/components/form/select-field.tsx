import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { controlClass } from './control-class';
import { useTranslation } from 'react-i18next';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** Offer an empty first choice (the rule `selectRequired` then asks for a real one). */
  placeholder?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  error,
  placeholder,
  id,
  ...select
}: SelectFieldProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const errorId = `${selectId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="font-medium">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={controlClass(Boolean(error))}
        {...select}
      >
        {placeholder && <option value="">{t('form.select_placeholder')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
