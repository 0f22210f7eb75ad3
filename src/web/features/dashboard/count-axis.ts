import type uPlot from 'uplot';

/** Leads are whole: the y axis steps by whole numbers only (uPlot's own steps reach 0.5). */
const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000];
export const COUNT_STEPS = [...WHOLE_STEPS, ...WHOLE_STEPS.map((step) => step * 10_000)];

export const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", sans-serif';
/** The tick and the gap between the tick and the label, in CSS pixels. */
const TICK_AND_GAP = 18;

/** The y axis's labels as whole numbers in the reader's language ("1 000" in French). */
export function countLabels(locale: string) {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (_: unknown, splits: number[]) => splits.map((value) => format.format(value));
}

/**
 * The y axis as wide as its widest label, measured in its font (issue 32: a fixed 40 px cut
 * "1.000" to ".000"). `onMeasured` hands the labels and width to the page, so a browser test
 * can check that each label fits.
 */
export function countAxisSize(onMeasured?: (labels: string[], size: number) => void) {
  return (plot: uPlot, labels: string[] | null) => {
    if (!labels?.length) return 40;
    plot.ctx.save();
    plot.ctx.font = AXIS_FONT;
    const widest = Math.max(...labels.map((label) => plot.ctx.measureText(label).width));
    plot.ctx.restore();
    const size = Math.ceil(widest) + TICK_AND_GAP;
    onMeasured?.(labels, size);
    return size;
  };
}

/**
 * The current week, not over yet, drawn apart: each market's line stops at the last whole week
 * and a dashed segment leads to this week's count so far, in a shaded band. A half-counted week
 * no longer reads as a plunge.
 */
export function splitCurrentWeek(counts: readonly number[]): {
  whole: (number | null)[];
  current: (number | null)[];
} {
  const last = counts.length - 1;
  return {
    whole: counts.map((count, index) => (index === last ? null : count)),
    current: counts.map((count, index) => (index >= last - 1 ? count : null)),
  };
}
