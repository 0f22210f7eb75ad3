import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { SCREEN_LOAD_REPORT_LIMIT } from './client-reports.routes';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { write: (line) => lines.push(line) });
});
afterAll(() => t.close());

const report = (payload: object, ip = '203.0.113.7') =>
  t.request({
    method: 'POST',
    url: '/api/client-reports/screen-load',
    remoteAddress: ip,
    payload,
  });

const warnings = () =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string; failure?: string })
    .filter((entry) => entry.msg === "a browser could not load a screen's script");

describe('POST /api/client-reports/screen-load', () => {
  it('takes a guest’s report and logs its failure type as a warning', async () => {
    const response = await report({ failure: 'timeout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(warnings().map((entry) => [entry.level, entry.failure])).toEqual([[40, 'timeout']]);
  });

  it('refuses anything but a failure type, so no address (and no guest token) reaches the log', async () => {
    const token = 'guest-token-that-must-not-be-logged';
    for (const payload of [
      { failure: 'exploded' },
      { failure: 'network', path: `/term-sheet/${token}` },
      {},
    ]) {
      const response = await report(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
    }
    expect(lines.join('\n')).not.toContain(token);
    expect(warnings()).toHaveLength(1);
  });

  it('stops listening to one address after the hourly budget', async () => {
    const ip = '198.51.100.23';
    for (let sent = 0; sent < SCREEN_LOAD_REPORT_LIMIT.limit; sent++) {
      expect((await report({ failure: 'network' }, ip)).statusCode).toBe(200);
    }
    const refused = await report({ failure: 'network' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await report({ failure: 'network' }, '198.51.100.24')).statusCode).toBe(200);
  });
});
