import { SIDE_PANEL_BREAKPOINT_PX } from '../constants';

/** The side panel shows by default only when the window is wider than 769 px. */
export function panelVisibleByDefault(width: number): boolean {
  return width >= SIDE_PANEL_BREAKPOINT_PX;
}
