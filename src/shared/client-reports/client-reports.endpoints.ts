import { z } from 'zod/mini';
import { endpoint } from '../api/endpoint';

/** Why a screen's script did not load (spec §8): the 120 s limit, the network, anything else. */
const SCREEN_LOAD_FAILURES = ['timeout', 'network', 'error'] as const;
export type ScreenLoadFailure = (typeof SCREEN_LOAD_FAILURES)[number];

/**
 * What browsers tell the server about themselves. Only the failure's type: the page's address
 * may hold a guest link's token, and a report must never carry it into the logs.
 */
export const CLIENT_REPORT_ENDPOINTS = {
  screenLoad: endpoint({
    method: 'POST',
    path: '/api/client-reports/screen-load',
    body: z.strictObject({ failure: z.enum(SCREEN_LOAD_FAILURES) }),
    response: z.object({ received: z.literal(true) }),
  }),
};
