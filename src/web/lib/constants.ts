/** Business constants of the product spec (§9); every number here is a requirement. */
export const SCROLL_TO_TOP_DELAY_MS = 190;
export const METADATA_DEBOUNCE_MS = 10;
export const SCROLL_OFFSET_PX = 70;
export const LAYER_BASE_Z_INDEX = 1000;

export const PROGRESS_DURATION_MS = 3000;
export const PROGRESS_TICK_MS = 100;
export const PROGRESS_FINISH_ABOVE = 95;
export const PROGRESS_COLOR = '#77b6ff';
export const PROGRESS_FAILED_COLOR = 'red';

export const LOCALE_COOKIE_DAYS = 365;

/** The side panel shows when the window is wider than 769 px. */
export const SIDE_PANEL_BREAKPOINT_PX = 770;

/** A screen's script that has not arrived after this long counts as failed. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

/** The cookies the SPA owns; the session's `token` is the server's, HttpOnly (decision 0060). */
export const COOKIE = { locale: 'locale', intendedUrl: 'intended_url' } as const;
