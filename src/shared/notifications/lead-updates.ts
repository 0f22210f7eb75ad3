import type { LeadStatus } from '../leads/pipeline';

/**
 * How much a partner hears about their leads by e-mail (docs/decisions/0055): every stage,
 * the milestones only (the default), or nothing. Stored on the partner row.
 */
export const LEAD_UPDATE_LEVELS = ['all', 'milestones', 'none'] as const;
export type LeadUpdateLevel = (typeof LEAD_UPDATE_LEVELS)[number];

/** The stages a partner on "milestones only" is told about: the ones that change their day. */
export const MILESTONE_STATUSES: readonly LeadStatus[] = [
  'term_sheet_accepted',
  'application_submitted',
  'approved',
  'settled',
  'declined',
  'withdrawn',
];

/** Whether a partner with this preference hears that a lead reached `to`. */
export function wantsStageUpdate(level: LeadUpdateLevel, to: LeadStatus): boolean {
  if (level === 'none') return false;
  return level === 'all' || MILESTONE_STATUSES.includes(to);
}

/** Commission approved or paid is a milestone: told unless the partner chose nothing. */
export function wantsCommissionUpdate(level: LeadUpdateLevel): boolean {
  return level !== 'none';
}
