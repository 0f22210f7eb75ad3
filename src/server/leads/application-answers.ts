import {
  normalizeApplication,
  type TAdminLead,
  type TApplication,
} from '../../shared/leads/apply.contract';
import type { LeadField } from './lead-field-columns';

/** A guest's application or an admin's New lead: the same variants, the same fields. */
export type AnyApplication = TApplication | TAdminLead;

/** Answers compared with a lead's on a repeat: every field but the e-mail, which matched. */
export type ApplicationAnswers = Partial<Record<Exclude<LeadField, 'email'>, string | number>>;

/**
 * The answers of an application in their stored forms (mobile in E.164, business number as
 * digits), only the fields its variant asks: what a new lead stores and what a repeat
 * compares with the lead it joins.
 */
export function applicationAnswers(application: AnyApplication): ApplicationAnswers {
  const normalized = normalizeApplication(application);
  const answers: ApplicationAnswers = {
    first_name: application.first_name,
    last_name: application.last_name,
    mobile: normalized.mobile,
    amount: application.amount,
  };
  if (application.variant !== 'apply-quick') {
    Object.assign(answers, {
      business_name: application.business_name,
      business_number: normalized.businessNumber ?? undefined,
      region: application.region,
      purpose: application.purpose,
      term_months: application.term_months,
    });
  }
  if (application.variant === 'apply') {
    Object.assign(answers, {
      business_structure: application.business_structure,
      industry: application.industry,
      time_trading: application.time_trading,
      annual_revenue: application.annual_revenue,
    });
  }
  return answers;
}
