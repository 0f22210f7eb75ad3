import type { UseFormRegisterReturn } from 'react-hook-form';

/** The consent box, worded by the server: the sentence shown is the sentence it records. */
export function ConsentField({
  text,
  error,
  field,
}: {
  text: string;
  error?: string;
  field: UseFormRegisterReturn;
}) {
  const errorId = `${field.name}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 h-4 w-4 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...field}
        />
        <span>{text}</span>
      </label>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
