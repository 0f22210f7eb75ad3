import { describe, expect, it } from 'vitest';
import { commonMoves } from './common-moves';

describe('commonMoves', () => {
  it('offers a single stage its own moves', () => {
    expect(commonMoves(['new'])).toEqual(['contacted', 'declined', 'withdrawn']);
  });

  it('offers a mixed selection only the moves every lead allows', () => {
    expect(commonMoves(['new', 'new'])).toEqual(['contacted', 'declined', 'withdrawn']);
    expect(commonMoves(['new', 'qualified'])).toEqual(['contacted', 'declined', 'withdrawn']);
    expect(commonMoves(['new', 'approved'])).toEqual(['declined', 'withdrawn']);
  });

  it('offers nothing when a lead is settled or closed, or nothing is selected', () => {
    expect(commonMoves(['new', 'settled'])).toEqual([]);
    expect(commonMoves(['declined'])).toEqual([]);
    expect(commonMoves([])).toEqual([]);
  });
});
