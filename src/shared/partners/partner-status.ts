/** A partner acts as one only while `active` (decision 0014). */
export const PARTNER_STATUSES = ['pending', 'active', 'suspended'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
