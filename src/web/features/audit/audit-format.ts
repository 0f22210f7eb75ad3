import { useTranslation } from 'react-i18next';
import type { TAuditEvent } from '../../../shared/audit/audit.contract';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locales';
import { dynamicKey, type MessageKey } from '../../../shared/i18n/message-key';

/** "Approved", "Setting changed"...; an action this screen does not know yet is named as is. */
export function useActionLabel() {
  const { t, i18n } = useTranslation();
  return (action: string) => {
    const key = `audit.actions.${action}`;
    return i18n.exists(key) ? t(dynamicKey(key)) : t('audit.other_action', { action });
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
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .sort((a, b) => rank(a) - rank(b))
    .map((field) => ({ field, before: before[field], after: after[field] }));
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
const LONGEST_VALUE = 160;

/** True for a value that is not set: shown as "(empty)". */
export const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * A field's name as its screen labels it (issue 30: never `commission_value`): a setting's own
 * label, else the audit's field labels; a field not labelled yet is named as stored.
 */
export function useAuditFieldLabel() {
  const { t, i18n } = useTranslation();
  return (field: string): string | null => {
    const setting = SETTING_FIELD_LABELS[field];
    if (setting) return t(setting);
    const key = `labels.field.${field}`;
    return i18n.exists(key) ? t(dynamicKey(key)) : null;
  };
}

/**
 * A stored value as a reader expects it: yes/no, a list, a language's or market's name, a
 * status's or commission type's label, a rate in basis points as a percentage (150 → 1.5 %),
 * long text cut short. `side` holds the other fields of the same record.
 */
export function useAuditValue() {
  const { t, i18n } = useTranslation();
  return (field: string, value: unknown, side: Record<string, unknown> = {}): string => {
    if (isEmptyValue(value)) return t('audit.empty_value');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (Array.isArray(value)) return value.map(String).join(', ');
    if ((field === 'firm.market' || field === 'market') && (value === 'AU' || value === 'NZ'))
      return t(`markets.${value}`);
    if (field === 'commission_type' && (value === 'rate' || value === 'flat'))
      return t(`commissions.terms.${value}`);
    if (field === 'commission_value' && typeof value === 'number') {
      const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
      return side.commission_type === 'flat'
        ? t('labels.commission_flat', { amount: number.format(value) })
        : new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            maximumFractionDigits: 2,
          }).format(value / 10_000);
    }
    if (field === 'status' && typeof value === 'string') {
      // A partner's standing, else a lead's stage, else a commission's state: the words each
      // screen uses for it (issue 30: never the stored key).
      const key = [
        `labels.status.${value}`,
        `pipeline.status.${value}`,
        `commissions.status.${value}`,
      ].find((candidate) => i18n.exists(candidate));
      if (key) return t(dynamicKey(key));
    }
    if (
      (field === 'default_locale' || field === 'language') &&
      typeof value === 'string' &&
      value in LOCALE_NAMES
    )
      return LOCALE_NAMES[value as Locale];
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE).trimEnd()}…` : text;
  };
}
