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
    expect(slug.json().errors).toHaveProperty('value');
    const label = await call('POST', '/api/options', {
      group: 'industry',
      value: 'x',
      labels: { ...LABELS, fr: '' },
    });
    expect(label.statusCode).toBe(422);
    expect(label.json().errors).toHaveProperty(['labels.fr']);
    const fixed = await call('POST', '/api/options', {
      group: 'amount_limit',
      value: 'au',
      labels: LABELS,
      data: { min: 1, max: 2 },
    });
    expect(fixed.statusCode).toBe(422);
    expect(fixed.json().errors).toHaveProperty('group');
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
