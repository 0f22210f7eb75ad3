import { useSyncExternalStore } from 'react';
import { PROGRESS_TICK_MS } from '../constants';
import {
  PROGRESS_IDLE,
  finishProgress,
  startProgress,
  tickProgress,
  type ProgressState,
} from './progress';

/** The navigation progress bar (spec §2, §9): started and finished by the router. */
let state: ProgressState = PROGRESS_IDLE;
let timer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: ProgressState) {
  state = next;
  for (const listener of listeners) listener();
}

function stopTimers() {
  clearInterval(timer);
  clearTimeout(hideTimer);
  timer = undefined;
}

export function progressStart(): void {
  stopTimers();
  set(startProgress());
  timer = setInterval(() => {
    set(tickProgress(state, Math.random()));
    if (state.percent >= 100) progressFinish();
  }, PROGRESS_TICK_MS);
}

export function progressFinish(failed = false): void {
  stopTimers();
  if (!state.visible && !failed) return;
  set(finishProgress({ ...state, visible: true }, failed || state.failed));
  // Leave the full bar up for a moment so that the eye sees it complete (or fail).
  hideTimer = setTimeout(() => set(PROGRESS_IDLE), failed ? 1500 : 300);
}

export function progressFail(): void {
  progressFinish(true);
}

export function useProgress(): ProgressState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
