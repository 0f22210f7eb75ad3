import { describe, expect, it } from 'vitest';
import { adminSession } from './lead-list.test-support';
import { parseCsv } from '../../../tests/support/csv';
import { createLeadRow } from '../../../tests/support/factories';
import { neutraliseCell } from './lead-export';

const session = adminSession();

const exportCsv = (query: string, headers: Record<string, string> = {}) =>
  session.t.request({
    method: 'GET',
    url: `/api/leads/export?${query}`,
    token: session.token,
    headers,
  });

describe('CSV export of the admin list', () => {
  it('is a UTF-8 attachment with a BOM, translated headers and quoted awkward text', async () => {
    const tag = `Csvtag${Date.now()}`;
    await createLeadRow(session.t.db, {
      businessName: `${tag} "Quotes", Commas & Co`,
      firstName: 'Zoë',
      lastName: 'Línea\nDos',
    });
    const response = await exportCsv(`market=AU&q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-AU-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows: string[][] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows[0]!.slice(0, 4)).toEqual(['Reference', 'Created', 'Market', 'Status']);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${tag} "Quotes", Commas & Co`);
    expect(rows[1]).toContain('Zoë');
    expect(rows[1]).toContain('Línea\nDos');
    const french = await exportCsv(`market=AU&q=${tag}`, { 'accept-language': 'fr' });
    expect(parseCsv(french.rawPayload.subarray(3).toString('utf8'))[0]!.slice(0, 2)).toEqual([
      'Référence',
      'Créée le',
    ]);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    const tag = `Injtag${Date.now()}`;
    const attacks = [
      '=HYPERLINK("http://evil.test","x")',
      '+61 cmd',
      '-2+3',
      '@SUM(A1)',
      '\t=1+1',
      '\r=1+1',
    ];
    for (const [index, attack] of attacks.entries()) {
      await createLeadRow(session.t.db, { businessName: `${tag}${index}`, firstName: attack });
    }
    const response = await exportCsv(`market=AU&q=${tag}&sort=name&dir=asc`);
    const rows: string[][] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const firstNames = rows.slice(1).map((row) => row[4]);
    expect(firstNames.sort()).toEqual(attacks.map((attack) => `'${attack}`).sort());
    expect(neutraliseCell('Plain text = fine')).toBe('Plain text = fine');
  });

  it('holds every matching lead, in more than one batch, and only those', async () => {
    const tag = `Bigtag${Date.now()}`;
    const values = Array.from({ length: 1_203 }, () => ({ businessName: tag }));
    for (const value of values) await createLeadRow(session.t.db, value);
    await createLeadRow(session.t.db, { market: 'NZ', businessName: tag });
    const response = await exportCsv(`market=AU&q=${tag}`);
    const rows: string[][] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(1 + 1_203);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1_203);
    expect(rows.slice(1).every((row) => row[2] === 'AU')).toBe(true);
  }, 60_000);

  it('refuses bad filters with a 422, as the list does', async () => {
    expect((await exportCsv('market=AU&status=lost')).statusCode).toBe(422);
    expect((await exportCsv('market=XX')).statusCode).toBe(422);
  });
});
