import type { z } from 'zod';
import { SUPPORTED_LOCALES, type Locale } from '../../../shared/i18n/locales';
import type { MARKETS } from '../../../shared/markets/markets';
import type {
  ZCreateOptionRequestSchema,
  ZOptionsListResponseSchema,
} from '../../../shared/options/options-admin.contract';
import type { OptionGroup } from '../../../shared/options/option-groups';

export type TOptionEntry = z.output<typeof ZOptionsListResponseSchema>['data'][number];

/** The add/edit form: what the create request carries (the edit sends labels and data only). */
export interface OptionFormValues {
  group: OptionGroup;
  value: string;
  labels: Record<Locale, string>;
  data: Record<string, unknown> | null;
}

/** What a new entry's extra data starts from: empty amounts, the usual choices preselected. */
function blankData(group: OptionGroup, market?: (typeof MARKETS)[number]) {
  switch (group) {
    case 'amount_limit':
      return { min: null, max: null };
    case 'document_type':
    case 'lender':
      return { markets: market ? [market] : ['AU', 'NZ'] };
    case 'term_sheet_default':
      return {
        interest_rate_type: 'fixed',
        interest_rate: null,
        term_months: null,
        repayment_frequency: 'monthly',
        establishment_fee: null,
      };
    default:
      return null;
  }
}

const noLabels = () =>
  Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, ''])) as Record<Locale, string>;

/**
 * The form's first values: the entry's own when editing; otherwise blank, with the value fixed
 * for a market's missing entry of a per-market list (and its labels taken from a sibling entry
 * of the same market, which names the same country).
 */
export function initialFormValues(
  group: OptionGroup,
  entry: TOptionEntry | undefined,
  fixedValue?: string,
  siblingLabels?: Record<string, string>,
): OptionFormValues {
  if (entry) {
    return {
      group,
      value: entry.value,
      labels: { ...noLabels(), ...entry.labels },
      data: (entry.data as Record<string, unknown> | null) ?? blankData(group),
    };
  }
  return {
    group,
    value: fixedValue ?? '',
    labels: { ...noLabels(), ...siblingLabels },
    data: blankData(group),
  };
}

/** A decimal as typed in any of the five languages ("12,5" or "12.5"); null when left empty. */
export function parseDecimal(raw: unknown): number | null {
  if (typeof raw === 'number') return raw;
  const text = String(raw ?? '')
    .trim()
    .replace(',', '.');
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The request of a checked form: a create carries everything, an edit only what may change. */
export function toCreateRequest(values: z.output<typeof ZCreateOptionRequestSchema>) {
  return values.data === null || values.data === undefined
    ? { group: values.group, value: values.value, labels: values.labels }
    : values;
}

export function toUpdateRequest(values: z.output<typeof ZCreateOptionRequestSchema>) {
  return {
    labels: values.labels,
    ...(values.data === null || values.data === undefined ? {} : { data: values.data }),
  };
}
