import type { ComponentType } from 'react';
import {
  CLIENT_REPORT_ENDPOINTS,
  type ScreenLoadFailure,
} from '../../shared/client-reports/client-reports.endpoints';
import { callApi } from '../lib/http/api';
import { SCREEN_LOAD_TIMEOUT_MS } from '../lib/constants';
import { RELOAD_KEY, ScreenLoadFailed } from './screen-load-failed';
import { isServer } from '../lib/ssr/is-server';

class ScreenLoadError extends Error {
  constructor(readonly failure: ScreenLoadFailure) {
    super(`screen script failed to load: ${failure}`);
  }
}

function failureType(error: unknown): ScreenLoadFailure {
  if (error instanceof ScreenLoadError) return error.failure;
  if (error instanceof TypeError) return 'network';
  return 'error';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ScreenLoadError('timeout')), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Reports the failure type (spec §8): to the console, and to the server's log, where operators
 * look. Silently, and kept alive through the reload that follows: the network may be the very
 * thing failing.
 */
function report(failure: ScreenLoadFailure, error: unknown) {
  console.error(`[screen-load] ${failure}`, error);
  callApi(
    CLIENT_REPORT_ENDPOINTS.screenLoad,
    { body: { failure } },
    { silent: true, keepalive: true },
  ).catch(() => undefined);
}

/**
 * A route's screen, loaded on demand. A failed script (a new deployment removed the old chunk,
 * the network dropped, 120 s passed) is reported, and the route gets a stand-in screen that
 * reloads the page once (see screen-load-failed.tsx).
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async (): Promise<ComponentType> => {
    try {
      const screen = pick(await withTimeout(load(), SCREEN_LOAD_TIMEOUT_MS));
      // The server resolves the screen too (decision 0073), without a tab to remember a reload.
      if (!isServer) sessionStorage.removeItem(RELOAD_KEY);
      return screen;
    } catch (error) {
      report(failureType(error), error);
      return ScreenLoadFailed;
    }
  };
}
