import type { UseFormReturn } from 'react-hook-form';
import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import type { TAdminLead, TApplication } from '../../../shared/leads/apply.contract';
import type { ApplyFormValues } from './apply-form-values';

/**
 * What every part of the apply form gets: the form, the served options and the market's. The
 * parts are memoised and read their errors through their own `useFormState`: the form itself
 * renders again on every change of its state, and once more right after it mounts
 * (react-hook-form's `isReady`), which a part need not follow.
 */
export interface SectionProps {
  /** The guests' form, or an admin's New lead (the same sections, issue 30). */
  form: UseFormReturn<ApplyFormValues, unknown, TApplication | TAdminLead>;
  options: TApplyOptionsResponse;
  market: TApplyOptionsResponse['markets'][number];
  /** An admin's New lead: the headings speak of the applicant, not to them. */
  forAdmin?: boolean;
}
