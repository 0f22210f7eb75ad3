import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import type { ApplyVariant, TApplyRequest } from '../../../shared/leads/apply.contract';
import type { Market } from '../../../shared/markets/markets';
import type { LandingContext } from '../../lib/session/landing-context';

type FullApplication = Extract<TApplyRequest, { variant: 'apply' }>;
type NumberInputs = 'amount' | 'annual_revenue' | 'term_months';

/**
 * What the apply form holds: the full variant's fields (the shorter variants use a subset),
 * with empty number fields as null and the consent box unticked until the guest ticks it.
 */
export type ApplyFormValues = Omit<FullApplication, 'variant' | 'consent' | NumberInputs> & {
  variant: ApplyVariant;
  consent: boolean;
} & Record<NumberInputs, number | null>;

export type ApplyField = keyof ApplyFormValues;

const CONTACT: readonly ApplyField[] = ['market', 'first_name', 'last_name', 'email', 'mobile'];
const BUSINESS: readonly ApplyField[] = ['business_name', 'business_number', 'region'];
const BUSINESS_PROFILE: readonly ApplyField[] = [
  'business_structure',
  'industry',
  'time_trading',
  'annual_revenue',
];
const REQUEST: readonly ApplyField[] = ['amount', 'purpose', 'term_months'];

/** The fields each variant shows, in screen order: the order in which errors get the focus. */
export const VISIBLE_FIELDS: Record<ApplyVariant, readonly ApplyField[]> = {
  apply: [...CONTACT, ...BUSINESS, ...BUSINESS_PROFILE, ...REQUEST, 'consent'],
  'apply-now': [...CONTACT, ...BUSINESS, ...REQUEST, 'consent'],
  'apply-quick': [...CONTACT, 'amount', 'consent'],
};

const EMPTY: Record<ApplyField, string | number | boolean | null> = {
  variant: 'apply',
  market: 'AU',
  first_name: '',
  last_name: '',
  email: '',
  mobile: '',
  business_name: '',
  business_number: '',
  region: '',
  business_structure: '',
  industry: '',
  time_trading: '',
  annual_revenue: null,
  amount: null,
  purpose: '',
  term_months: null,
  consent: false,
  consent_text: '',
  referral_code: '',
  product: '',
  website: '',
  form_token: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_term: '',
  utm_content: '',
  referrer: '',
};

/** Referral codes longer than the API takes are dropped: such a link names no partner anyway. */
const REFERRAL_CODE = /^[A-Za-z0-9]{1,32}$/;

/**
 * The starting values of one variant: only that variant's fields (its schema is strict), the
 * draft the guest left in this tab, then what the page adds on its own.
 */
export function initialValues(input: {
  variant: ApplyVariant;
  options: TApplyOptionsResponse;
  landing: LandingContext;
  referralCode?: string;
  draft: Partial<ApplyFormValues> | null;
  /** Where the visitor likely applies from (visitorMarket): the first choice without a draft. */
  market?: Market;
}): ApplyFormValues {
  const { variant, options, landing, referralCode, draft } = input;
  const values: Record<string, unknown> = {};
  for (const field of VISIBLE_FIELDS[variant]) values[field] = draft?.[field] ?? EMPTY[field];
  if (!draft?.market && input.market) values.market = input.market;
  if (!options.markets.some((market) => market.code === values.market)) {
    values.market = options.markets[0]?.code ?? 'AU';
  }
  // The consent is given anew each time, never restored from a draft.
  values.consent = false;
  Object.assign(values, landing, {
    variant,
    product: options.default_product,
    // Sent back so that the server stores this sentence only if it is the one it would write.
    consent_text: options.consent_text,
    form_token: options.form_token,
    website: '',
  });
  if (referralCode && REFERRAL_CODE.test(referralCode)) values.referral_code = referralCode;
  return values as ApplyFormValues;
}

export function marketOptions(options: TApplyOptionsResponse, market: Market) {
  return options.markets.find((item) => item.code === market) ?? options.markets[0];
}
