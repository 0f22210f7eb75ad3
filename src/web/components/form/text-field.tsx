import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { controlClass } from './control-class';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  /** A short help text under the input (an example, a limit), read out with the field. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error underneath, tied together for screen readers. */
export function TextField({ label, error, hint, id, className = '', ...input }: TextFieldProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={controlClass(Boolean(error), className)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
