import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';

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
  const { t } = useTranslation();
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
      {/* A new tab: the answers stay on this page while the guest reads the policy. */}
      <Link
        to={pathTo('privacy')}
        target="_blank"
        className="ml-7 text-sm underline underline-offset-2"
      >
        {t('legal.consent_link')}
      </Link>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
