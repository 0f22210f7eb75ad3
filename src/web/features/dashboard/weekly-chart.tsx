import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Market } from '../../../shared/markets/markets';
import { AXIS_FONT, COUNT_STEPS, countAxisSize, countLabels, splitCurrentWeek } from './count-axis';
import { weekLabels } from './week-labels';

export interface WeeklySeries {
  /** The last week is the current one, not over yet. */
  weeks: readonly string[];
  counts: Record<Market, readonly number[]>;
  labels: Record<Market, string>;
}

const COLOURS: Record<Market, string> = { AU: '#2563eb', NZ: '#059669' };

/**
 * Leads per week for each market, drawn by uPlot (small, canvas, loaded only with this chart).
 * The canvas is decoration for sighted readers: the same figures are in the table beside it.
 */
export function WeeklyChart({
  series,
  dark,
  locale,
}: {
  series: WeeklySeries;
  dark: boolean;
  locale: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const axisColour = dark ? '#cbd5e1' : '#334155';
    const gridColour = dark ? '#334155' : '#e2e8f0';
    const axis = {
      stroke: axisColour,
      grid: { stroke: gridColour },
      ticks: { stroke: gridColour },
    };
    const markets = Object.keys(series.counts) as Market[];
    const split = markets.map((market) => splitCurrentWeek(series.counts[market]));
    // The labels and width the y axis settled on, for the browser test that they fit.
    const measured = (labels: string[], size: number) => {
      element.dataset.yLabels = JSON.stringify(labels);
      element.dataset.ySize = String(size);
    };
    const weeks = series.weeks.map((week) => Date.parse(`${week}T00:00:00Z`) / 1000);
    // Ticks on the weeks themselves, every one or every few as the width allows (about 72 px a
    // label), so that each label stands under a point.
    const weekTicks = (plot: uPlot) => {
      const step = Math.max(1, Math.ceil(weeks.length / Math.max(1, Math.floor(plot.width / 72))));
      return weeks.filter((_, index) => (weeks.length - 1 - index) % step === 0);
    };
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        // Weeks start at midnight UTC (the server's buckets): ticks fall on the same days.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(max, min + 4)] } },
        axes: [
          { ...axis, font: AXIS_FONT, splits: weekTicks, values: weekLabels(locale) },
          {
            ...axis,
            font: AXIS_FONT,
            incrs: COUNT_STEPS,
            values: countLabels(locale),
            size: countAxisSize(measured),
          },
        ],
        series: [
          {},
          ...markets.map((market) => ({
            label: series.labels[market],
            stroke: COLOURS[market],
            width: 2,
            points: { show: true },
          })),
          // This week so far: dashed, hollow points; the card says what the dashes mean.
          ...markets.map((market) => ({
            label: series.labels[market],
            stroke: COLOURS[market],
            width: 2,
            dash: [6, 4],
            points: { show: true, fill: dark ? '#0f172a' : '#ffffff' },
          })),
        ],
        hooks: { drawClear: [(self: uPlot) => shadeCurrentWeek(self, dark)] },
      },
      [weeks, ...split.map((part) => part.whole), ...split.map((part) => part.current)],
      element,
    );
    // One legend entry per market: the dashed series are the same markets.
    const rows = [...plot.root.querySelectorAll<HTMLElement>('.u-legend .u-series')];
    for (const row of rows.slice(-markets.length)) row.style.display = 'none';
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, dark, locale]);
  return (
    <div
      ref={host}
      aria-hidden="true"
      data-weekly-chart
      className="w-full min-w-0 overflow-hidden"
    />
  );
}

/** A light band over the current week (the card names it under the chart). */
function shadeCurrentWeek(plot: uPlot, dark: boolean) {
  const xs = plot.data[0];
  const last = xs.length - 1;
  if (last < 1) return;
  const start = plot.valToPos((xs[last - 1]! + xs[last]!) / 2, 'x', true);
  const end = plot.bbox.left + plot.bbox.width;
  const { ctx } = plot;
  ctx.save();
  ctx.fillStyle = dark ? 'rgba(148, 163, 184, 0.15)' : 'rgba(100, 116, 139, 0.1)';
  ctx.fillRect(start, plot.bbox.top, end - start, plot.bbox.height);
  ctx.restore();
}
