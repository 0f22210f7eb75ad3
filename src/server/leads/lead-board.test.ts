import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await t.signIn('admin')).token;
  await createLead(t.db, { amount: 10_000, businessName: 'Harbour Bakery' });
  await createLead(t.db, { amount: 20_000, status: 'qualified', businessName: 'Ridge Motors' });
  await createLead(t.db, { amount: 30_000, status: 'qualified', businessName: 'Coast Dental' });
  await createLead(t.db, { market: 'NZ', currency: 'NZD', amount: 99_000 });
});
afterAll(() => t.close());

const board = (query: string, token = adminToken) =>
  t.request({ method: 'GET', url: `/api/leads/board?${query}`, token });

describe('GET /api/leads/board', () => {
  it('gives a column per status with its total and cards, one market only', async () => {
    const response = await board('market=AU');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.currency).toBe('AUD');
    expect(body.columns.map((column: { status: string }) => column.status)[0]).toBe('new');
    const qualified = body.columns.find(
      (column: { status: string }) => column.status === 'qualified',
    );
    expect(qualified).toMatchObject({ count: 2, amount: 50_000 });
    expect(
      qualified.cards.map((card: { business_name: string }) => card.business_name).sort(),
    ).toEqual(['Coast Dental', 'Ridge Motors']);
    expect(qualified.cards[0]).toMatchObject({
      days_in_stage: 0,
      version: 1,
      allowed_moves: ['term_sheet_sent', 'contacted', 'declined', 'withdrawn'],
    });
    expect(JSON.stringify(body)).not.toContain('99000');
  });

  it('applies the list filters to the cards and to the totals', async () => {
    const body = (await board('market=AU&q=ridge')).json();
    const qualified = body.columns.find(
      (column: { status: string }) => column.status === 'qualified',
    );
    expect(qualified).toMatchObject({ count: 1, amount: 20_000 });
    const only = (await board('market=AU&status=new')).json();
    expect(only.columns.map((column: { status: string }) => column.status)).toEqual(['new']);
  });

  it('refuses partners, guests and a bad market', async () => {
    const partner = await t.signIn('partner');
    expect((await board('market=AU', partner.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/leads/board?market=AU' })).statusCode).toBe(
      401,
    );
    const bad = await board('market=UK');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['market']);
  });
});
