import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../tests/support/csv';
import { createLead } from '../../../tests/support/factories';
import { adminSession } from './lead-list.test-support';

const session = adminSession();
const exportCsv = async (query: string) => {
  const response = await session.t.request({
    method: 'GET',
    url: `/api/leads/export?${query}`,
    token: session.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseCsv(response.rawPayload.subarray(3).toString('utf8'));
};

describe('CSV export: what a spreadsheet reads', () => {
  it('keeps a line break, quotes and commas inside their cell', async () => {
    const tag = `Csvtag${Date.now()}`;
    await createLead(session.t.db, {
      businessName: `${tag} "Quotes", Commas\rand CR`,
      firstName: 'Zoë',
      lastName: 'Línea\nDos',
    });
    const rows = await exportCsv(`market=AU&q=${tag}`);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${tag} "Quotes", Commas\rand CR`);
    expect(rows[1]).toContain('Zoë Línea\nDos');
  });

  it('holds every matching lead once, over more than one batch, and no other market’s', async () => {
    const tag = `Bigtag${Date.now()}`;
    for (let index = 0; index < 1_030; index += 1) {
      await createLead(session.t.db, { businessName: tag });
    }
    await createLead(session.t.db, { market: 'NZ', businessName: tag });
    const rows = await exportCsv(`market=AU&q=${tag}`);
    expect(rows).toHaveLength(1 + 1_030);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1_030);
    expect(rows.slice(1).every((row) => row[1] === 'AU')).toBe(true);
  }, 60_000);
});
