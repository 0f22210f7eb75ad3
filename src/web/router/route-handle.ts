import type { MessageKey } from '../../shared/i18n/message-key';
import type { MiddlewareName } from './middleware';
import type { RouteName } from './route-names';

export type LayoutName = 'backend' | 'default' | 'error' | 'frontend';

/** What each screen declares about itself (spec §2): name, title, layout and middleware. */
export interface ScreenHandle {
  name: RouteName | 'not-found';
  /** Translation key of the page title. */
  title: MessageKey;
  /** Title for signed-out visitors where the screen doubles as another (welcome / dashboard). */
  guestTitle?: MessageKey;
  layout: LayoutName;
  middleware: readonly MiddlewareName[];
}

export function isScreenHandle(value: unknown): value is ScreenHandle {
  return typeof value === 'object' && value !== null && 'layout' in value && 'title' in value;
}

/** The body class follows the route name; the back-office layout replaces it entirely. */
export function bodyClassFor(handle: Pick<ScreenHandle, 'name' | 'layout'>): string {
  return handle.layout === 'backend' ? 'layout-backend' : `page-${handle.name.replace(/\./g, '-')}`;
}

export function pageTitle(title: string, appName: string): string {
  return title ? `${title} · ${appName}` : appName;
}
