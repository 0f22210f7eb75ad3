/**
 * The scripts a first visit to a screen needs beyond the entry's, written by the build
 * (build/route-preloads.ts, as dist/web/route-preloads.json) and named by the server in the page
 * it sends (decision 0036). Keys: screen names of the route table; languages.
 */
export interface RoutePreloads {
  screens: Record<string, { files: string[]; dealRoomMessages: boolean }>;
  messages: { guest: Record<string, string[]>; 'deal-room': Record<string, string[]> };
  /** The module that loads a rendered page's scripts after its first paint (decision 0085). */
  afterPaint?: string;
}
