import { SIDE_PANEL_BREAKPOINT_PX } from '../constants';

const MOBILE_USER_AGENT = /android|webos|iphone|ipad|ipod|blackberry|iemobile|opera mini|mobile/i;

/** Mobile is detected by user agent (spec §9). */
export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

/** The screen-width check: narrower than the side panel breakpoint. */
export function isNarrowScreen(width: number): boolean {
  return width < SIDE_PANEL_BREAKPOINT_PX;
}
