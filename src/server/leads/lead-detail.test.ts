import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from './lead-detail.test-support';
import { createLead, createPartner } from '../../../tests/support/factories';

const app = useAdminTestApp();

const url = (id: string, tail = '') => `/api/leads/${id}${tail}`;
async function read(id: string) {
  return app.t.request({ method: 'GET', url: url(id), token: app.admin.token });
}
async function patch(id: string, payload: Record<string, unknown>, token = app.admin.token) {
  return app.t.request({ method: 'PATCH', url: url(id), token, payload });
}
async function timeline(id: string) {
  const response = await app.t.request({
    method: 'GET',
    url: url(id, '/timeline'),
    token: app.admin.token,
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { kind: string; type?: string; data?: Record<string, unknown> }[];
}

describe('reading a lead', () => {
  it('gives every field, the partner, the assignee, the version and the moves allowed', async () => {
    const { partner } = await createPartner(app.t.db, { company: 'Ledger & Co' });
    const lead = await createLead(app.t.db, {
      partnerId: partner.id,
      assignedTo: app.admin.user.id,
      businessNumber: '51824753556',
      status: 'contacted',
    });
    const response = await read(lead.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.lead).toMatchObject({
      reference: lead.reference,
      business_number: '51824753556',
      partner: { id: partner.id, company: 'Ledger & Co' },
      assigned_to: { id: app.admin.user.id, name: app.admin.user.name },
      version: 1,
      status: 'contacted',
      aging: false,
      aging_days: 14,
      allowed_moves: ['qualified', 'new', 'declined', 'withdrawn'],
    });
    expect(body.choices.decline_reasons.map((r: { value: string }) => r.value)).toContain(
      'credit_history',
    );
    expect(body.choices.admins).toContainEqual({
      id: app.admin.user.id,
      name: app.admin.user.name,
    });
  });

  it('flags a lead without activity for the aging setting', async () => {
    const old = new Date(Date.now() - 20 * 86_400_000);
    const lead = await createLead(app.t.db, { lastActivityAt: old });
    expect((await read(lead.id)).json().lead.aging).toBe(true);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1'; drop table leads;--"])(
    'answers 404 for %s',
    async (id) => {
      const response = await read(encodeURIComponent(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    },
  );
});

describe('editing a lead', () => {
  it('saves changed fields, bumps the version and records each before and after', async () => {
    const lead = await createLead(app.t.db, { amount: 50_000, firstName: 'Ada' });
    const response = await patch(lead.id, {
      version: 1,
      first_name: 'Ada',
      amount: 75_000,
      mobile: '0412 000 111',
      business_number: '51 824 753 556',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().lead).toMatchObject({
      version: 2,
      amount: 75_000,
      mobile: '+61412000111',
      business_number: '51824753556',
    });
    const updated = (await timeline(lead.id)).filter((item) => item.type === 'updated');
    expect(updated).toHaveLength(1);
    expect(updated[0]?.data).toEqual({
      changes: {
        amount: { before: 50_000, after: 75_000 },
        mobile: { before: '+61412345678', after: '+61412000111' },
        business_number: { before: null, after: '51824753556' },
      },
    });
  });

  it('writes nothing and keeps the version when nothing changed', async () => {
    const lead = await createLead(app.t.db, { amount: 50_000 });
    const response = await patch(lead.id, { version: 1, amount: 50_000 });
    expect(response.json().lead.version).toBe(1);
    expect((await timeline(lead.id)).filter((item) => item.type === 'updated')).toEqual([]);
  });

  it('refuses a stale version with 409 and keeps the newer data', async () => {
    const lead = await createLead(app.t.db, { amount: 50_000 });
    expect((await patch(lead.id, { version: 1, amount: 60_000 })).statusCode).toBe(200);
    const stale = await patch(lead.id, { version: 1, amount: 70_000 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this lead since you opened it.');
    expect((await read(lead.id)).json().lead).toMatchObject({ amount: 60_000, version: 2 });
  });

  it('names each invalid field with the guest form’s rules for the lead’s market', async () => {
    const lead = await createLead(app.t.db, { market: 'NZ' });
    const response = await patch(lead.id, {
      version: 1,
      first_name: '  ',
      email: 'nope',
      mobile: '0412 345 678',
      business_number: '51824753556',
      amount: 1,
      region: 'NSW',
      industry: 'mining',
      unknown: 'x',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json().errors;
    expect(Object.keys(errors).sort()).toEqual(
      [
        'amount',
        'business_number',
        'email',
        'first_name',
        'industry',
        'mobile',
        'region',
        'unknown',
      ].sort(),
    );
    expect(errors.mobile).toEqual(['Enter a valid New Zealand mobile number, e.g. 021 123 4567.']);
  });

  it('lets an empty optional field become empty, but never a required one', async () => {
    const lead = await createLead(app.t.db, { businessName: 'Old Name' });
    const cleared = await patch(lead.id, { version: 1, business_name: '' });
    expect(cleared.json().lead.business_name).toBeNull();
    expect((await patch(lead.id, { version: 2, last_name: '' })).statusCode).toBe(422);
  });
});
