import { describe, expect, it } from 'vitest';
import { weekLabels } from './week-labels';

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
const weeks = ['2026-12-21', '2026-12-28', '2027-01-04'].map(seconds);

describe('the weekly chart’s labels', () => {
  it('put the day before the month where the language does, and the year where it changes', () => {
    expect(weekLabels('fr')(null, weeks)).toEqual(['21 déc.\n2026', '28 déc.', '4 janv.\n2027']);
    expect(weekLabels('en')(null, weeks)).toEqual(['Dec 21\n2026', 'Dec 28', 'Jan 4\n2027']);
    expect(weekLabels('zh-CN')(null, weeks)).toEqual([
      '12月21日\n2026年',
      '12月28日',
      '1月4日\n2027年',
    ]);
  });
});
