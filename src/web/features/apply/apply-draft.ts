import type { ApplyVariant } from '../../../shared/leads/apply.contract';
import { VISIBLE_FIELDS, type ApplyFormValues } from './apply-form-values';

const key = (variant: ApplyVariant) => `apply.draft.${variant}`;

/**
 * An unsent application kept for this browser tab only (sessionStorage), so a reload loses
 * nothing. Only the fields the guest typed; never the consent, which is given anew.
 */
export function loadDraft(variant: ApplyVariant): Partial<ApplyFormValues> | null {
  try {
    const raw = sessionStorage.getItem(key(variant));
    return raw ? (JSON.parse(raw) as Partial<ApplyFormValues>) : null;
  } catch {
    return null;
  }
}

export function saveDraft(variant: ApplyVariant, values: Partial<ApplyFormValues>): void {
  const draft: Record<string, unknown> = {};
  for (const field of VISIBLE_FIELDS[variant]) {
    if (field !== 'consent') draft[field] = values[field];
  }
  try {
    sessionStorage.setItem(key(variant), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}

/** After a successful submit: the data now lives on the server, not in the browser. */
export function clearDraft(variant: ApplyVariant): void {
  try {
    sessionStorage.removeItem(key(variant));
  } catch {
    // Nothing stored.
  }
}
