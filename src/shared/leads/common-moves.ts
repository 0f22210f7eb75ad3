import { allowedMoves, type LeadStatus } from './pipeline';

/**
 * The moves allowed for every one of the given leads (issue 30): what a bulk change may offer
 * for a selection. Leads at different stages share only the moves common to all, often only
 * the ways out; a selection with a closed lead shares none (reopening is one lead at a time).
 */
export function commonMoves(statuses: readonly LeadStatus[]): LeadStatus[] {
  const [first, ...rest] = statuses;
  if (!first) return [];
  return rest.reduce(
    (moves, status) => moves.filter((move) => allowedMoves(status).includes(move)),
    allowedMoves(first),
  );
}
