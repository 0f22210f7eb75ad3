import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, options } from '../db/schema';

let t: TestApp;
let admin: string;
let partner: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn('admin')).token;
  partner = (await t.signIn('partner')).token;
});
afterAll(() => t.close());

const LABELS = { en: 'Space', es: 'Espacio', fr: 'Espace', 'pt-BR': 'Espaço', 'zh-CN': '航天' };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token: admin, payload });
const optionRow = async (group: string, value: string) => {
  const [row] = await t.db
    .select()
    .from(options)
    .where(and(eq(options.group, group), eq(options.value, value)));
  return row!;
};
const auditOf = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));

describe('options admin', () => {
  it('lists every group for admins only', async () => {
    const response = await call('GET', '/api/options');
    expect(response.statusCode).toBe(200);
    const groups = new Set(response.json().data.map((row: { group: string }) => row.group));
    expect(groups).toContain('industry');
    expect(groups).toContain('amount_limit');
    const refused = await t.request({ method: 'GET', url: '/api/options', token: partner });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/options', token: partner, payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('adds an entry at the end of its group, audited; a taken value or bad slug names the field', async () => {
    const created = await call('POST', '/api/options', {
      group: 'industry',
      value: 'space',
      labels: LABELS,
    });
    expect(created.statusCode).toBe(200);
    const row = await optionRow('industry', 'space');
    expect(row).toMatchObject({ active: true, labels: LABELS });
    expect(await auditOf(row.id)).toMatchObject([
      { action: 'option.created', after: { value: 'space' } },
    ]);

    const again = await call('POST', '/api/options', {
      group: 'industry',
      value: 'space',
      labels: LABELS,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toHaveProperty('value');
    const slug = await call('POST', '/api/options', {
      group: 'industry',
      value: 'Outer Space',
      labels: LABELS,
    });
    expect(slug.json().errors).toEqual({
      value: ['Use lower-case letters, digits and underscores only (for example: retail_trade).'],
    });
    const label = await call('POST', '/api/options', {
      group: 'industry',
      value: 'x',
      labels: { ...LABELS, fr: '' },
    });
    expect(label.statusCode).toBe(422);
    expect(label.json().errors).toHaveProperty(['labels.fr']);
    // A per-market list takes no entry but a market's, and that only once.
    const notMarket = await call('POST', '/api/options', {
      group: 'amount_limit',
      value: 'au',
      labels: LABELS,
      data: { min: 1, max: 2 },
    });
    expect(notMarket.statusCode).toBe(422);
    expect(notMarket.json().errors).toHaveProperty('value');
    const twice = await call('POST', '/api/options', {
      group: 'amount_limit',
      value: 'AU',
      labels: LABELS,
      data: { min: 1, max: 2 },
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toHaveProperty('value');
  });

  it('sets up a market’s missing entry of a per-market list, its data checked field by field', async () => {
    const terms = {
      interest_rate_type: 'fixed',
      interest_rate: 12.5,
      term_months: 24,
      repayment_frequency: 'monthly',
      establishment_fee: 990,
    };
    // Both markets are seeded; an install whose NZ entry is missing (removed in the database).
    await t.db
      .delete(options)
      .where(and(eq(options.group, 'term_sheet_default'), eq(options.value, 'NZ')));
    const bad = await call('POST', '/api/options', {
      group: 'term_sheet_default',
      value: 'NZ',
      labels: LABELS,
      data: { ...terms, term_months: 2.5, establishment_fee: -1, interest_rate: null },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'data.interest_rate': ['This field is required.'],
      'data.term_months': ['Enter a whole number.'],
      'data.establishment_fee': ['The value must be at least 0.'],
    });
    const created = await call('POST', '/api/options', {
      group: 'term_sheet_default',
      value: 'NZ',
      labels: LABELS,
      data: terms,
    });
    expect(created.statusCode).toBe(200);
    expect(await optionRow('term_sheet_default', 'NZ')).toMatchObject({
      data: terms,
      active: true,
    });
    const limits = await call('POST', '/api/options', {
      group: 'amount_limit',
      value: 'NZ',
      labels: LABELS,
      data: { min: 9000, max: 8000 },
    });
    expect(limits.json().errors).toMatchObject({
      'data.max': ['The maximum cannot be less than the minimum.'],
    });
    const noData = await call('POST', '/api/options', {
      group: 'purpose',
      value: 'with_data',
      labels: LABELS,
      data: { min: 1 },
    });
    expect(noData.json().errors).toHaveProperty('data');
  });

  it('keeps a market’s entry of a per-market list: neither deleted nor switched off', async () => {
    const market = await optionRow('amount_limit', 'AU');
    const off = await call('PATCH', `/api/options/${market.id}`, { active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toHaveProperty('active');
    const gone = await call('DELETE', `/api/options/${market.id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toMatch(/one entry per market/);
    expect(await optionRow('amount_limit', 'AU')).toMatchObject({ active: true });
  });

  it('a deactivated industry leaves /apply while a lead using it keeps its label', async () => {
    const row = await optionRow('industry', 'space');
    const lead = await createLead(t.db, { industry: 'space' });
    const off = await call('PATCH', `/api/options/${row.id}`, { active: false });
    expect(off.statusCode).toBe(200);
    const apply = await t.request({ method: 'GET', url: '/api/apply/options' });
    expect(apply.json().industries.map((i: { value: string }) => i.value)).not.toContain('space');
    const detail = await call('GET', `/api/leads/${lead.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().choices.industries).toContainEqual({ value: 'space', label: 'Space' });
    expect(await auditOf(row.id)).toContainEqual(
      expect.objectContaining({
        action: 'option.updated',
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      }),
    );
  });

  it('deletes an unused option only; one in use answers 409', async () => {
    const used = await optionRow('industry', 'space');
    const refused = await call('DELETE', `/api/options/${used.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This option is used by leads, so it cannot be deleted. Deactivate it instead.',
    );
    await call('POST', '/api/options', {
      group: 'purpose',
      value: 'spare_purpose',
      labels: LABELS,
    });
    const spare = await optionRow('purpose', 'spare_purpose');
    expect((await call('DELETE', `/api/options/${spare.id}`)).statusCode).toBe(200);
    expect(await optionRow('purpose', 'spare_purpose')).toBeUndefined();
    expect(await auditOf(spare.id)).toContainEqual(
      expect.objectContaining({ action: 'option.deleted' }),
    );
    const market = await optionRow('amount_limit', 'AU');
    expect((await call('DELETE', `/api/options/${market.id}`)).statusCode).toBe(409);
  });

  it('checks a group’s data and reorders one group only', async () => {
    const market = await optionRow('amount_limit', 'AU');
    const bad = await call('PATCH', `/api/options/${market.id}`, { data: { min: 'lots' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('data');
    const upsideDown = await call('PATCH', `/api/options/${market.id}`, {
      data: { min: 20_000, max: 10_000 },
    });
    expect(upsideDown.statusCode).toBe(422);
    const limits = { min: 10_000, max: 2_000_000 };
    expect((await call('PATCH', `/api/options/${market.id}`, { data: limits })).statusCode).toBe(
      200,
    );
    const apply = await t.request({ method: 'GET', url: '/api/apply/options' });
    expect(JSON.stringify(apply.json())).toContain('2000000');
    const list = (await call('GET', '/api/options')).json().data as {
      id: string;
      group: string;
      value: string;
    }[];
    const industries = list.filter((row) => row.group === 'industry').map((row) => row.id);
    const reversed = [...industries].reverse();
    expect((await call('PUT', '/api/options/order', { ids: reversed })).statusCode).toBe(200);
    const after = (await call('GET', '/api/options')).json().data as {
      id: string;
      group: string;
    }[];
    expect(after.filter((row) => row.group === 'industry').map((row) => row.id)).toEqual(reversed);
    const mixed = await call('PUT', '/api/options/order', { ids: [industries[0], market.id] });
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().errors).toHaveProperty('ids');
    expect(
      (await call('PATCH', '/api/options/00000000-0000-4000-8000-000000000000', { active: true }))
        .statusCode,
    ).toBe(404);
  });
});
