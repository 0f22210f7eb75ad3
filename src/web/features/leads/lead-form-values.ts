import type { z } from 'zod';
import {
  createLeadUpdateSchema,
  type TLeadDetailResponse,
} from '../../../shared/leads/lead-detail.contract';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';

/** What the lead form holds: text as typed ('' for an empty optional field), numbers or null. */
export interface LeadFormValues {
  version: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  business_name: string;
  business_structure: string;
  business_number: string;
  industry: string;
  time_trading: string;
  purpose: string;
  region: string;
  annual_revenue: number | null;
  amount: number | null;
  term_months: number | null;
}

export function toFormValues(lead: TLeadDetail): LeadFormValues {
  return {
    version: lead.version,
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    mobile: lead.mobile,
    business_name: lead.business_name ?? '',
    business_structure: lead.business_structure ?? '',
    business_number: lead.business_number ?? '',
    industry: lead.industry ?? '',
    time_trading: lead.time_trading ?? '',
    purpose: lead.purpose ?? '',
    region: lead.region ?? '',
    annual_revenue: lead.annual_revenue,
    amount: lead.amount,
    term_months: lead.term_months,
  };
}

/** The server's schema for this lead's market and the options it offers. */
export function leadFormSchema({ lead, choices }: TLeadDetailResponse) {
  const values = (list: { value: string }[]) => list.map((item) => item.value);
  return createLeadUpdateSchema(lead.market, {
    industries: values(choices.industries),
    purposes: values(choices.purposes),
    timeTrading: values(choices.time_trading),
    amountLimits: { AU: choices.amount_limits, NZ: choices.amount_limits },
  });
}

/** What the form's resolver hands to the submit: the schema's output. */
export type LeadFormOutput = z.output<ReturnType<typeof leadFormSchema>>;
