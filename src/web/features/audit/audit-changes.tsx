import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { auditChanges, auditSides, useAuditFieldLabel } from './audit-format';
import { isEmptyValue, useAuditValue } from './audit-values';

/**
 * Each field a change touched: its name, then the value before (struck through) and after, or the
 * new value alone where there was none. The words "Before" and "After" are there for screen
 * readers; the eye reads the arrow.
 */
export function AuditChanges({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation();
  const show = useAuditValue();
  const fieldLabel = useAuditFieldLabel();
  const changes = auditChanges(event);
  const sides = auditSides(event);
  if (changes.length === 0) return <span aria-hidden="true">—</span>;
  return (
    <ul className="flex min-w-0 flex-col gap-2 text-sm">
      {changes.map(({ field, before, after }) => {
        const label = fieldLabel(field);
        // A setting of one value is already named beside the change.
        const named = event.entity_type === 'setting' && field === event.entity_id;
        return (
          <li key={field} className="flex min-w-0 flex-col">
            {!named && <span className="font-medium">{label ?? t('audit.other_field')}</span>}
            {isEmptyValue(before) ? (
              // Something new (an invitation, a key): its value alone, not "(empty) → value".
              <span className="break-words">{show(field, after, sides.after)}</span>
            ) : (
              <span className="break-words">
                <span className="sr-only">{t('audit.before')}: </span>
                <span className="text-slate-600 line-through dark:text-slate-300">
                  {show(field, before, sides.before)}
                </span>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">; {t('audit.after')}: </span>
                <span>{show(field, after, sides.after)}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
