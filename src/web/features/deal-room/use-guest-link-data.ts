import { HttpError } from '../../lib/http/http';
import { useGuestData } from '../../lib/http/use-guest-data';

/** A guest deal-room page's data, or `unavailable` when its link no longer works (a 404). */
export type GuestLinkData<T> = { unavailable: false; data: T } | { unavailable: true };

/**
 * Loads a deal-room page by its link's token. A 404 is the link's own answer (unknown, expired
 * or revoked: the page says so), not a failure; other failures offer a retry.
 */
export function useGuestLinkData<T>(token: string, load: () => Promise<T>) {
  return useGuestData<GuestLinkData<T>>(token, () =>
    load().then(
      (data) => ({ unavailable: false, data }),
      (error: unknown) => {
        if (error instanceof HttpError && error.status === 404) return { unavailable: true };
        throw error;
      },
    ),
  );
}
