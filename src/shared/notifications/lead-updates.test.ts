import { describe, expect, it } from 'vitest';
import { LEAD_STATUSES } from '../leads/pipeline';
import { MILESTONE_STATUSES, wantsCommissionUpdate, wantsStageUpdate } from './lead-updates';

describe('which e-mails a partner’s choice lets through', () => {
  it('every stage: all of them; none: not one', () => {
    expect(LEAD_STATUSES.filter((status) => wantsStageUpdate('all', status))).toEqual([
      ...LEAD_STATUSES,
    ]);
    expect(LEAD_STATUSES.filter((status) => wantsStageUpdate('none', status))).toEqual([]);
  });

  it('milestones: the stages that change a partner’s day, and not the firm’s own steps', () => {
    expect(LEAD_STATUSES.filter((status) => wantsStageUpdate('milestones', status))).toEqual(
      MILESTONE_STATUSES,
    );
    expect(MILESTONE_STATUSES).toEqual([
      'term_sheet_accepted',
      'application_submitted',
      'approved',
      'settled',
      'declined',
      'withdrawn',
    ]);
  });

  it('commissions: unless the partner chose nothing', () => {
    expect(wantsCommissionUpdate('all')).toBe(true);
    expect(wantsCommissionUpdate('milestones')).toBe(true);
    expect(wantsCommissionUpdate('none')).toBe(false);
  });
});
