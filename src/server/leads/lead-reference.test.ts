import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/test-database';
import type { Database } from '../db/client';
import { nextLeadReference } from './lead-reference';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const reference = (market: 'AU' | 'NZ', at: string) =>
  database.db.transaction((tx) => nextLeadReference(tx, market, new Date(at)));

describe('lead references', () => {
  it('carry the year on the market’s clock and count each market and year on its own', async () => {
    // 21:00 UTC on 31 December 2026 is already 2027 in Sydney and Auckland.
    expect(await reference('AU', '2026-12-31T21:00:00Z')).toBe('AU-2027-000001');
    expect(await reference('NZ', '2026-12-31T21:00:00Z')).toBe('NZ-2027-000001');
    // 12:00 UTC is 23:00 in Sydney, still 2026, and 01:00 on 1 January in Auckland.
    expect(await reference('AU', '2026-12-31T12:00:00Z')).toBe('AU-2026-000001');
    expect(await reference('NZ', '2026-12-31T12:00:00Z')).toBe('NZ-2027-000002');
    expect(await reference('AU', '2027-01-01T03:00:00Z')).toBe('AU-2027-000002');
  });
});
