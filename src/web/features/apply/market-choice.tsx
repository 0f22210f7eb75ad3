import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';

/**
 * AU or NZ as two radio buttons: with only two answers both stay in sight, and the choice
 * changes several fields below it (business number, states or regions, currency, mobile plan).
 */
export function MarketChoice({
  legend,
  markets,
  error,
  field,
}: {
  legend: string;
  markets: readonly Market[];
  error?: string;
  field: UseFormRegisterReturn;
}) {
  // The two names come with our messages: the browser's own (Intl.DisplayNames) load every
  // region's name in the language first, tens of milliseconds on a phone before the form shows.
  const { t } = useTranslation();
  const errorId = `${field.name}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {markets.map((market) => (
          <label
            key={market}
            className="flex min-w-40 cursor-pointer items-center gap-2 rounded border border-slate-400 px-3 py-2 has-[:checked]:border-[var(--theme-color)] has-[:checked]:ring-2 has-[:checked]:ring-[var(--theme-color)] dark:border-slate-500"
          >
            <input type="radio" value={market} {...field} />
            {t(`markets.${market}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </fieldset>
  );
}
