import { describe, expect, it } from 'vitest';
import { COUNT_STEPS, countLabels, splitCurrentWeek } from './count-axis';

describe('the weekly chart’s count axis', () => {
  it('steps by whole numbers only', () => {
    expect(COUNT_STEPS.every(Number.isInteger)).toBe(true);
  });

  it('writes whole numbers in the reader’s language', () => {
    expect(countLabels('en')(null, [0, 500, 1000, 2500])).toEqual(['0', '500', '1,000', '2,500']);
    expect(countLabels('fr')(null, [1000])).toEqual(['1\u202f000']);
  });

  it('draws the current week apart from the whole weeks', () => {
    expect(splitCurrentWeek([4, 6, 2])).toEqual({ whole: [4, 6, null], current: [null, 6, 2] });
  });
});
