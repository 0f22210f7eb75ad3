/** Where a lead came from: one of the guest forms, a partner's referral link, or an admin. */
export const LEAD_SOURCES = ['apply', 'apply-now', 'apply-quick', 'partner-link', 'admin'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];
