import { PROGRESS_DURATION_MS, PROGRESS_FINISH_ABOVE, PROGRESS_TICK_MS } from '../constants';

/** Average step per tick so that the bar would fill in about 3000 ms. */
export const PROGRESS_STEP = (100 * PROGRESS_TICK_MS) / PROGRESS_DURATION_MS;

export interface ProgressState {
  percent: number;
  visible: boolean;
  failed: boolean;
}

export const PROGRESS_IDLE: ProgressState = { percent: 0, visible: false, failed: false };

export function startProgress(): ProgressState {
  return { percent: 0, visible: true, failed: false };
}

/** One tick: a random step (mean PROGRESS_STEP); past 95% the bar completes by itself. */
export function tickProgress(state: ProgressState, random: number): ProgressState {
  const percent = Math.min(100, state.percent + PROGRESS_STEP * 2 * random);
  return { ...state, percent: percent > PROGRESS_FINISH_ABOVE ? 100 : percent };
}

export function finishProgress(state: ProgressState, failed = false): ProgressState {
  return { ...state, percent: 100, failed };
}
