import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locales';
import { dynamicKey, type MessageKey } from '../../../shared/i18n/message-key';
import { isReference } from './audit-values';

/**
 * "Approved", "Setting changed"...: AUDIT_ACTIONS has words for each; a row older than the list
 * reads "Other change", never its stored key.
 */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `audit.actions.${action}`;
    return i18n.exists(key) ? t(dynamicKey(key)) : t('audit.other_action');
  };
}

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{firm: {email: 'a'}}` → `{'firm.email': 'a'}`: one line per field that changed. */
function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!isPlainObject(value)) return prefix ? { [prefix]: value } : {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      Object.entries(flatten(inner, prefix ? `${prefix}.${key}` : key)),
    ),
  );
}

/** Every field of the record before and after: a value may need its neighbour (a commission's
 * type says whether its value is a rate or a sum). */
export function auditSides(event: TAuditEvent) {
  const setting = event.entity_type === 'setting';
  const side = (data: TAuditEvent['before']) =>
    flatten(setting ? { [event.entity_id]: data?.value } : (data ?? {}));
  return { before: side(event.before), after: side(event.after) };
}

/**
 * The fields a change touched, with their values before and after. A setting's row stores
 * `{value}` under the setting's key: it is named by that key (`firm.email`, `app_name`).
 */
export function auditChanges(event: TAuditEvent): FieldChange[] {
  const { before, after } = auditSides(event);
  // The settings' fields in the order their screens show them (jsonb keeps its own order).
  const rank = (field: string) => {
    const index = SETTING_ORDER.indexOf(field);
    return index === -1 ? SETTING_ORDER.length : index;
  };
  return (
    [...new Set([...Object.keys(before), ...Object.keys(after)])]
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      // An id is kept for the record, not shown: the row names what it points to in words.
      .filter((field) => !isReference(before[field]) && !isReference(after[field]))
      .sort((a, b) => rank(a) - rank(b))
      .map((field) => ({ field, before: before[field], after: after[field] }))
  );
}

/** The settings' own names, as the settings screens label them. */
export const SETTING_FIELD_LABELS: Record<string, MessageKey> = {
  app_name: 'settings-admin.app_name',
  theme_color: 'settings-admin.theme_color',
  default_locale: 'settings-admin.default_locale',
  notification_recipients: 'settings-admin.recipients',
  guest_link_lifetime_days: 'settings-admin.guest_link_lifetime_days',
  upload_max_mb: 'settings-admin.upload_max_mb',
  lead_aging_days: 'settings-admin.lead_aging_days',
  referral_attribution_days: 'lead-repeat.attribution_days',
  two_factor_required_for_admins: 'two-factor-settings.required_label',
  lead_retention_months: 'privacy.retention_months',
  payout_hold_days: 'payment-details.hold_days',
  task_digest_time: 'tasks.digest_time',
  webhook_endpoints_max: 'settings-admin.webhook_endpoints_max',
  privacy_text: 'settings-admin.privacy_text',
  terms_text: 'settings-admin.terms_text',
  firm: 'settings-admin.firm',
  'firm.legal_name': 'settings-admin.legal_name',
  'firm.market': 'settings-admin.market',
  'firm.business_number': 'settings-admin.business_number',
  'firm.credit_licence': 'settings-admin.credit_licence',
  'firm.email': 'settings-admin.firm_email',
  'firm.phone': 'settings-admin.firm_phone',
  statement_closing_day: 'payouts.settings.closing_day',
  minimum_payout: 'payouts.settings.minimum_payout',
  firm_address: 'payouts.settings.firm_address',
  firm_payout_accounts: 'payouts.settings.accounts',
  'firm_payout_accounts.au_bsb': 'payouts.settings.au_bsb',
  'firm_payout_accounts.au_account': 'payouts.settings.au_account',
  'firm_payout_accounts.au_bank': 'payouts.settings.au_bank',
  'firm_payout_accounts.au_apca_user_id': 'payouts.settings.au_apca_user_id',
  'firm_payout_accounts.au_user_name': 'payouts.settings.au_user_name',
  'firm_payout_accounts.nz_account': 'payouts.settings.nz_account',
  firm_nz_tax_numbers: 'payouts.settings.nz_tax_numbers',
  'firm_nz_tax_numbers.nzbn': 'payouts.settings.nz_nzbn',
  'firm_nz_tax_numbers.gst_number': 'payouts.settings.nz_gst_number',
};

const SETTING_ORDER = Object.keys(SETTING_FIELD_LABELS);

/**
 * A field's name as its screen labels it (issue 30: never `commission_value`): a setting's own
 * label, else the audit's field labels (AUDIT_FIELDS has one for each), else null.
 */
export function useAuditFieldLabel() {
  const { t, i18n } = useTranslation();
  const label = (field: string): string | null => {
    const setting = SETTING_FIELD_LABELS[field];
    if (setting) return t(setting);
    const key = `labels.field.${field}`;
    if (i18n.exists(key)) return t(dynamicKey(key));
    const dot = field.lastIndexOf('.');
    if (dot === -1) return null;
    // A nested field: an option's label in one language ("Labels (Français)"), else its own name.
    const [parent, child] = [field.slice(0, dot), field.slice(dot + 1)];
    return child in LOCALE_NAMES
      ? `${label(parent) ?? ''} (${LOCALE_NAMES[child as Locale]})`
      : label(child);
  };
  return label;
}
