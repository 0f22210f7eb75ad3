import type { TLeadChanges } from '../../shared/leads/lead-detail.contract';
import type { LeadRow } from './lead-detail.queries';

export type LeadField = keyof TLeadChanges;

/** API field → lead column; the API and the forms speak snake_case, the schema camelCase. */
export const LEAD_FIELD_COLUMNS = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  mobile: 'mobile',
  business_name: 'businessName',
  business_structure: 'businessStructure',
  business_number: 'businessNumber',
  industry: 'industry',
  time_trading: 'timeTrading',
  annual_revenue: 'annualRevenue',
  amount: 'amount',
  purpose: 'purpose',
  term_months: 'termMonths',
  region: 'region',
} as const satisfies Record<LeadField, keyof LeadRow>;

export const isLeadField = (value: unknown): value is LeadField =>
  typeof value === 'string' && Object.hasOwn(LEAD_FIELD_COLUMNS, value);
