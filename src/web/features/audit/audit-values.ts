import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, type Locale } from '../../../shared/i18n/locales';
import { dynamicKey } from '../../../shared/i18n/message-key';
import { formatPhone } from '../../../shared/leads/phone';
import { currencyOf, isMarket, regionName } from '../../../shared/markets/markets';
import { useFormats } from '../../lib/preferences/use-formats';

const LONGEST_VALUE = 160;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a value that is not set: shown as "(empty)". */
export const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/**
 * A database id (or a list of them): it means nothing to a reader, and the row names what it
 * points to in words beside it (a colleague's name and e-mail, an agreement's language).
 */
export const isReference = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(isReference)
    : typeof value === 'string' && UUID.test(value);

const lastPart = (field: string) => field.slice(field.lastIndexOf('.') + 1);

/**
 * Where the words for a field's stored values are: a lead's, a commission's, a payout's status
 * share the field, so each catalogue is tried in turn.
 */
const VALUE_KEYS: Record<string, string[]> = {
  status: ['labels.status', 'pipeline.status', 'commissions.status', 'payouts.status'],
  colleagues_see: ['team.visibility'],
  commission_type: ['commissions.terms'],
  interest_rate_type: ['deal-room.terms.rate_type'],
  repayment_frequency: ['deal-room.terms.frequency'],
  role: ['audit.roles'],
  step: ['audit.steps'],
  changed_by: ['audit.partner_changed_by'],
};

/**
 * A stored value as a reader expects it (issue 30, issue 42 item 5): yes/no, a market's, state's
 * or language's name, a status in the screen's words, a rate in basis points as a percentage,
 * money in its currency, a phone as its country writes it, a time on the reader's calendar,
 * long text cut short. `side` holds the other fields of the same record.
 */
export function useAuditValue() {
  const { t, i18n } = useTranslation();
  const formats = useFormats();
  const word = (field: string, value: string): string | null => {
    const key = (VALUE_KEYS[field] ?? [])
      .map((prefix) => `${prefix}.${value}`)
      .find((candidate) => i18n.exists(candidate));
    return key ? t(dynamicKey(key)) : null;
  };
  const show = (field: string, value: unknown, side: Record<string, unknown>): string => {
    const name = lastPart(field);
    if (isEmptyValue(value)) return t('audit.empty_value');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (name === 'numbers' && Array.isArray(value) && value.length === 2)
      return t('audit.number_range', { first: value[0], last: value[1] });
    if (Array.isArray(value)) return value.map((item) => show(field, item, side)).join(', ');
    if (typeof value === 'number') return number(name, value, side);
    if (name === 'accounts' && typeof value === 'object' && value !== null) return accounts(value);
    if (typeof value !== 'string') return cut(JSON.stringify(value));
    if (isMarket(value) && (name === 'market' || name === 'markets')) return t(`markets.${value}`);
    if (name === 'region') return regionName(value);
    if (name === 'phone' || name === 'mobile') return formatPhone(value);
    if (
      (name === 'language' || name === 'locale' || name === 'default_locale') &&
      value in LOCALE_NAMES
    )
      return LOCALE_NAMES[value as Locale];
    if (name === 'scopes') return t(dynamicKey(`api-keys.scopes.${value.replace(':', '_')}`));
    if (name === 'events') return t(dynamicKey(`webhooks.event_names.${value.replace('.', '_')}`));
    if (INSTANT.test(value)) return `${formats.date(value)} ${formats.date(value, 'time24')}`;
    if (DAY.test(value)) return formats.date(`${value}T12:00:00`);
    return word(name, value) ?? cut(value);
  };
  const number = (name: string, value: number, side: Record<string, unknown>): string => {
    const currency = typeof side.currency === 'string' ? side.currency : undefined;
    const market = isMarket(side.market) ? side.market : undefined;
    if (name === 'commission_value') {
      return side.commission_type === 'flat'
        ? t('labels.commission_flat', { amount: formats.number(value) })
        : new Intl.NumberFormat(i18n.language, {
            style: 'percent',
            maximumFractionDigits: 2,
          }).format(value / 10_000);
    }
    if (name === 'total_cents')
      return market
        ? formats.money(value / 100, currencyOf(market))
        : new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 2 }).format(value / 100);
    if (name === 'amount' && (currency === 'AUD' || currency === 'NZD'))
      return formats.money(value, currency);
    return formats.number(value);
  };
  // A payout batch's pinned accounts by statement number (decision 0087).
  const accounts = (value: object): string =>
    Object.entries(value as Record<string, Record<string, unknown>>)
      .map(
        ([statement, entry]) =>
          `${statement}: ${t('audit.account_entry', {
            partner: entry.partner,
            account: entry.account,
            version: entry.account_version,
          })}`,
      )
      .join('; ');
  return (field: string, value: unknown, side: Record<string, unknown> = {}) =>
    show(field, value, side);
}

const cut = (text: string) =>
  text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE).trimEnd()}…` : text;
