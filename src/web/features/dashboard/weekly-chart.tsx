import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Market } from '../../../shared/markets/markets';

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
export function WeeklyChart({ series, dark }: { series: WeeklySeries; dark: boolean }) {
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
    const plot = new uPlot(
      {
        width: element.clientWidth,
        height: 240,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(max, min + 4)] } },
        axes: [axis, { ...axis, size: 40 }],
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
      [
        series.weeks.map((week) => Date.parse(`${week}T00:00:00Z`) / 1000),
        ...markets.map((market) => [...series.counts[market]]),
      ],
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
  }, [series, dark]);
  return <div ref={host} aria-hidden="true" className="w-full min-w-0 overflow-hidden" />;
}
