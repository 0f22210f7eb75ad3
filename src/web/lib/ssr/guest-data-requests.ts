import type { GuestDataAnswer, PageFetch } from '../../../shared/page-render';
import { withServerFetch } from './server-fetch';

interface Request {
  key: string;
  pending?: Promise<void>;
  answer?: GuestDataAnswer;
}

/**
 * The guest requests of one server render (decision 0073), by the asking hook's `useId`, which
 * the hydrating browser computes alike. A pass of the render starts the requests it meets; the
 * next pass renders their answers.
 */
export class GuestDataRequests {
  private readonly requests = new Map<string, Request>();

  constructor(private readonly fetcher: PageFetch) {}

  answer(id: string, key: string, load: () => Promise<unknown>): GuestDataAnswer | undefined {
    const known = this.requests.get(id);
    if (known?.key === key) return known.answer;
    const request: Request = { key };
    request.pending = withServerFetch(this.fetcher, load).then(
      (data) => void (request.answer = { key, data, failed: false }),
      () => void (request.answer = { key, failed: true }),
    );
    this.requests.set(id, request);
    return undefined;
  }

  /** Waits for the requests started since the last pass; false when there were none. */
  async settle(): Promise<boolean> {
    const pending = [...this.requests.values()].filter((request) => !request.answer);
    if (pending.length === 0) return false;
    await Promise.all(pending.map((request) => request.pending));
    return true;
  }

  /** What the page carries for hydration: every answer, failures included (they offer a retry). */
  answers(): Record<string, GuestDataAnswer> {
    return Object.fromEntries(
      [...this.requests].flatMap(([id, request]) => (request.answer ? [[id, request.answer]] : [])),
    );
  }
}
