import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Market } from '../../../shared/markets/markets';
import { weekLabels } from './week-labels';

export interface WeeklySeries {
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
          { ...axis, splits: weekTicks, values: weekLabels(locale) },
          { ...axis, size: 40 },
        ],
        series: [
          {},
          ...markets.map((market) => ({
            label: series.labels[market],
            stroke: COLOURS[market],
            width: 2,
            points: { show: true },
          })),
        ],
      },
      [weeks, ...markets.map((market) => [...series.counts[market]])],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth, height: 240 }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, dark, locale]);
  return <div ref={host} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
