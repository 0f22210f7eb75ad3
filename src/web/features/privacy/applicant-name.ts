import type { TFunction } from 'i18next';

/** The applicant as lists and headers name them; an erased one (decision 0072) says so. */
export function applicantName(
  t: TFunction,
  lead: { first_name: string; last_name: string } | { name: string },
): string {
  const name = 'name' in lead ? lead.name : `${lead.first_name} ${lead.last_name}`;
  return name.trim() || t('privacy.erased_applicant');
}
