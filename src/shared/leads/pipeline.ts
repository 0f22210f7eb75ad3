/**
 * The lead pipeline (DESIGN.md): the steps in order, and the two ways out. Which moves are
 * allowed is decided here, for the server that enforces them and the screens that offer them.
 */
export const PIPELINE_STEPS = [
  'new',
  'contacted',
  'qualified',
  'term_sheet_sent',
  'term_sheet_accepted',
  'documents_requested',
  'documents_received',
  'application_submitted',
  'submitted_to_lender',
  'approved',
  'settled',
] as const;
const CLOSING_STATUSES = ['declined', 'withdrawn'] as const;
export const LEAD_STATUSES = [...PIPELINE_STEPS, ...CLOSING_STATUSES] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type ClosingStatus = (typeof CLOSING_STATUSES)[number];

function isClosingStatus(status: LeadStatus): status is ClosingStatus {
  return (CLOSING_STATUSES as readonly string[]).includes(status);
}

/** Open: still moving through the pipeline (not settled, declined or withdrawn). */
export function isOpenStatus(status: LeadStatus): boolean {
  return status !== 'settled' && !isClosingStatus(status);
}

export const OPEN_STATUSES = LEAD_STATUSES.filter(isOpenStatus);

/**
 * Where a lead may go from `from`: the next step, the step before (to undo a slip), or out
 * (declined, withdrawn, with a reason). A declined or withdrawn lead goes back only to the
 * step it left (`reopenTo`, from its timeline), and only by an admin. Settled is final.
 */
export function allowedMoves(from: LeadStatus, reopenTo?: LeadStatus): LeadStatus[] {
  if (isClosingStatus(from)) return reopenTo && isOpenStatus(reopenTo) ? [reopenTo] : [];
  if (from === 'settled') return [];
  const index = PIPELINE_STEPS.indexOf(from);
  const moves: LeadStatus[] = [];
  const next = PIPELINE_STEPS[index + 1];
  const previous = PIPELINE_STEPS[index - 1];
  if (next) moves.push(next);
  if (previous) moves.push(previous);
  return [...moves, ...CLOSING_STATUSES];
}

export function canMove(from: LeadStatus, to: LeadStatus, reopenTo?: LeadStatus): boolean {
  return allowedMoves(from, reopenTo).includes(to);
}
