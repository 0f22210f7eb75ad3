import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The spam trap (`website`, lead-fields.ts): people never see or reach it, bots fill it in.
 * Moved off-screen rather than display:none (which some bots skip), hidden from assistive
 * technology, out of the tab order and never autofilled, so no person fills it by accident.
 */
export function HoneypotField({ field }: { field: UseFormRegisterReturn }) {
  const { t } = useTranslation();
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden"
    >
      <label>
        {t('apply-form.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
