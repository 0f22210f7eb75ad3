import { LAYER_BASE_Z_INDEX, PROGRESS_COLOR, PROGRESS_FAILED_COLOR } from '../lib/constants';
import { useProgress } from '../lib/feedback/progress-store';

/** The thin bar at the top of the window while a screen loads. */
export function ProgressBar() {
  const { percent, visible, failed } = useProgress();
  if (!visible) return null;
  return (
    <div
      data-testid="progress-bar"
      data-failed={failed || undefined}
      aria-hidden="true"
      className="fixed top-0 left-0 h-[3px] transition-[width] duration-100"
      style={{
        width: `${percent}%`,
        backgroundColor: failed ? PROGRESS_FAILED_COLOR : PROGRESS_COLOR,
        zIndex: LAYER_BASE_Z_INDEX + 2,
      }}
    />
  );
}
