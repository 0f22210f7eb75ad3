// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, LATEST_MS } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** jsdom has no paint timing: a stand-in that lets the test report paints as Chromium does. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'resource'];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  constructor(private readonly callback: (list: Entries) => void) {
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((painted) => painted === name) });
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakePaintObserver.current = undefined;
  });

  it('waits for the first contentful paint, not the first paint, and runs once', () => {
    const run = vi.fn();
    afterFirstPaint(run);
    FakePaintObserver.current!.report('first-paint');
    expect(run).not.toHaveBeenCalled();
    FakePaintObserver.current!.report('first-contentful-paint');
    expect(run).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current!.disconnected).toBe(true);
    vi.advanceTimersByTime(LATEST_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when no paint is ever reported', () => {
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(LATEST_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at once in a browser without paint timing, and in a tab opened in the background', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const withoutTiming = vi.fn();
    afterFirstPaint(withoutTiming);
    expect(withoutTiming).toHaveBeenCalledTimes(1);

    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current).toBeUndefined();
  });
});
