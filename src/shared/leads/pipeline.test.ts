import { describe, expect, it } from 'vitest';
import { allowedMoves, canMove, isOpenStatus } from './pipeline';

describe('the lead pipeline', () => {
  it('moves a new lead on to contacted, or out', () => {
    expect(allowedMoves('new')).toEqual(['contacted', 'declined', 'withdrawn']);
  });

  it('moves a middle step forward, back one step, or out; never skips', () => {
    expect(allowedMoves('term_sheet_accepted')).toEqual([
      'documents_requested',
      'term_sheet_sent',
      'declined',
      'withdrawn',
    ]);
    expect(canMove('contacted', 'term_sheet_sent')).toBe(false);
    expect(canMove('approved', 'new')).toBe(false);
  });

  it('keeps a settled lead where it is', () => {
    expect(allowedMoves('settled')).toEqual([]);
    expect(canMove('settled', 'declined')).toBe(false);
    expect(isOpenStatus('settled')).toBe(false);
  });

  it('reopens a declined or withdrawn lead only to the open step it left', () => {
    expect(allowedMoves('declined')).toEqual([]);
    expect(allowedMoves('withdrawn', 'qualified')).toEqual(['qualified']);
    expect(canMove('declined', 'contacted', 'qualified')).toBe(false);
    expect(allowedMoves('declined', 'settled')).toEqual([]);
    expect(allowedMoves('declined', 'withdrawn')).toEqual([]);
  });
});
