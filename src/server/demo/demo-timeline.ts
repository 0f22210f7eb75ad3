import type { Faker } from '@faker-js/faker';
import {
  PIPELINE_STEPS,
  canMove,
  type ClosingStatus,
  type LeadStatus,
} from '../../shared/leads/pipeline';

interface DemoStatusChange {
  from: LeadStatus;
  to: LeadStatus;
  at: Date;
  /** A declined or withdrawn lead's reason (an options value). */
  reason?: string;
}

export interface DemoTimeline {
  status: LeadStatus;
  changes: DemoStatusChange[];
}

export type ClosingReasons = Record<ClosingStatus, readonly string[]>;

type Step = (typeof PIPELINE_STEPS)[number];

// How far a lead would get with time enough: most stop early, a few reach settlement. Young
// leads stop earlier still, because every step takes days (below).
const FURTHEST_STEP_WEIGHTS: Record<Step, number> = {
  new: 24,
  contacted: 17,
  qualified: 13,
  term_sheet_sent: 9,
  term_sheet_accepted: 7,
  documents_requested: 6,
  documents_received: 5,
  application_submitted: 4,
  submitted_to_lender: 4,
  approved: 3,
  settled: 8,
};
/** Share of leads that leave the pipeline (declined or withdrawn) instead of stopping. */
const CLOSING_SHARE = 0.16;
const CLOSING_WEIGHTS: { value: ClosingStatus; weight: number }[] = [
  { value: 'declined', weight: 3 },
  { value: 'withdrawn', weight: 2 },
];
const DAY_MS = 86_400_000;

const FURTHEST_STEPS = PIPELINE_STEPS.map((step) => ({
  value: step,
  weight: FURTHEST_STEP_WEIGHTS[step],
}));

/** Days a step takes: often within a day or two, sometimes a few weeks. */
function stepDelay(faker: Faker): number {
  const spread = faker.number.float();
  return (0.05 + spread * spread * 12) * DAY_MS;
}

/**
 * The statuses a lead went through, one change per step along the pipeline (allowed moves only),
 * each a few days after the one before and none after `now`.
 */
export function demoTimeline(
  faker: Faker,
  createdAt: Date,
  now: Date,
  reasons: ClosingReasons,
): DemoTimeline {
  const closing: ClosingStatus | null =
    faker.number.float() < CLOSING_SHARE
      ? faker.helpers.weightedArrayElement(CLOSING_WEIGHTS)
      : null;
  const furthest = faker.helpers.weightedArrayElement(FURTHEST_STEPS);
  // A lead that is declined or withdrawn leaves before the end of the road.
  const last = closing
    ? Math.min(PIPELINE_STEPS.indexOf(furthest), PIPELINE_STEPS.length - 3)
    : PIPELINE_STEPS.indexOf(furthest);

  const changes: DemoStatusChange[] = [];
  let status: LeadStatus = 'new';
  let time = createdAt.getTime();
  const move = (to: LeadStatus, reason?: string): boolean => {
    const at = time + stepDelay(faker);
    if (at > now.getTime()) return false;
    if (!canMove(status, to)) throw new Error(`demo timeline: ${status} → ${to} is not allowed`);
    changes.push({ from: status, to, at: new Date(at), ...(reason ? { reason } : {}) });
    status = to;
    time = at;
    return true;
  };

  for (let index = 1; index <= last; index += 1) {
    const next = PIPELINE_STEPS[index];
    if (!next || !move(next)) return { status, changes };
  }
  if (closing) move(closing, faker.helpers.arrayElement(reasons[closing]));
  return { status, changes };
}
