import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { adminSession } from './lead-list.test-support';

const session = adminSession();
const refs = (body: { data: { reference: string }[] }) => body.data.map((row) => row.reference);

/**
 * Created-date filters are whole days on the firm's clock (decision 0028): Sydney for AU,
 * Auckland for NZ. In March both are on summer time: Sydney UTC+11, Auckland UTC+13.
 */
describe('created-date filters', () => {
  it('keep a lead received at 23:30 and one at 00:30 local time in their own local day', async () => {
    const tag = `dates${Math.random().toString(36).slice(2, 8)}`;
    const lead = (market: 'AU' | 'NZ', createdAt: string) =>
      createLead(session.t.db, {
        market,
        currency: market === 'AU' ? 'AUD' : 'NZD',
        businessName: `${tag} ${market}`,
        createdAt: new Date(createdAt),
      });
    // 23:30 on 10 March in Sydney; 00:30 on 11 March in Sydney is still 10 March in UTC.
    const lateAu = await lead('AU', '2026-03-10T12:30:00Z');
    const earlyAu = await lead('AU', '2026-03-10T13:30:00Z');
    // 23:30 on 10 March in Auckland; 00:30 on 11 March there.
    const lateNz = await lead('NZ', '2026-03-10T10:30:00Z');
    const earlyNz = await lead('NZ', '2026-03-10T11:30:00Z');

    const list = async (market: string, range: string) => {
      const response = await session.t.request({
        method: 'GET',
        url: `/api/leads?market=${market}&q=${tag}&${range}`,
        token: session.token,
      });
      expect(response.statusCode, range).toBe(200);
      return refs(response.json()).sort();
    };
    const tenth = 'created_from=2026-03-10&created_to=2026-03-10';
    const eleventh = 'created_from=2026-03-11&created_to=2026-03-11';
    expect(await list('AU', tenth)).toEqual([lateAu.reference]);
    expect(await list('AU', eleventh)).toEqual([earlyAu.reference]);
    expect(await list('NZ', tenth)).toEqual([lateNz.reference]);
    expect(await list('NZ', eleventh)).toEqual([earlyNz.reference]);
    expect(await list('AU', 'created_to=2026-03-09')).toEqual([]);

    // The board and the CSV export read the same filters.
    const board = await session.t.request({
      method: 'GET',
      url: `/api/leads/board?market=AU&q=${tag}&${eleventh}`,
      token: session.token,
    });
    const cards = board
      .json()
      .columns.flatMap((column: { cards: { reference: string }[] }) => column.cards);
    expect(cards.map((card: { reference: string }) => card.reference)).toEqual([earlyAu.reference]);
    const csv = await session.t.request({
      method: 'GET',
      url: `/api/leads/export?market=AU&q=${tag}&${tenth}`,
      token: session.token,
    });
    expect(csv.body).toContain(lateAu.reference);
    expect(csv.body).not.toContain(earlyAu.reference);
  });
});
