import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from './lead-detail.test-support';
import { createLead, createUser } from '../../../tests/support/factories';
import { options } from '../db/schema';
import { marketToday } from '../../shared/settlements/settlement-day';

const app = useAdminTestApp();

async function post(id: string, tail: string, payload: Record<string, unknown>) {
  return app.t.request({
    method: 'POST',
    url: `/api/leads/${id}${tail}`,
    token: app.admin.token,
    payload,
  });
}
async function events(id: string) {
  const response = await app.t.request({
    method: 'GET',
    url: `/api/leads/${id}/timeline`,
    token: app.admin.token,
  });
  return (response.json().data as { kind: string; type?: string; data?: object }[]).filter(
    (item) => item.kind === 'event',
  );
}

describe('moving a lead along the pipeline', () => {
  it('takes the next step with a note, records from and to, and restarts days in stage', async () => {
    const lead = await createLead(app.t.db, { statusChangedAt: new Date('2025-01-01T00:00:00Z') });
    const response = await post(lead.id, '/status', {
      version: 1,
      status: 'contacted',
      note: 'Called, keen to proceed',
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json().lead;
    expect(moved).toMatchObject({ status: 'contacted', version: 2 });
    expect(new Date(moved.status_changed_at).getFullYear()).toBeGreaterThan(2025);
    expect((await events(lead.id))[0]).toMatchObject({
      type: 'status_changed',
      data: { from: 'new', to: 'contacted', note: 'Called, keen to proceed' },
    });
  });

  it.each([
    ['new', 'qualified'],
    ['new', 'settled'],
    ['contacted', 'approved'],
    ['settled', 'approved'],
    ['settled', 'declined'],
    ['qualified', 'qualified'],
  ] as const)('refuses %s → %s with a 409 naming the move', async (from, to) => {
    const lead = await createLead(app.t.db, { status: from });
    // Settled carries its figures (decision 0054), so the refusal is the pipeline's, not a 422.
    const figures =
      to === 'settled'
        ? { settled_amount: 1000, lender: 'anz', settled_on: marketToday('AU') }
        : {};
    const response = await post(lead.id, '/status', { version: 1, status: to, ...figures });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^A lead cannot move from “.+” to “.+”\.$/);
    expect(response.json().message).not.toContain('pipeline.status');
  });

  it('refuses a stale version with 409', async () => {
    const lead = await createLead(app.t.db);
    expect((await post(lead.id, '/status', { version: 1, status: 'contacted' })).statusCode).toBe(
      200,
    );
    const stale = await post(lead.id, '/status', { version: 1, status: 'qualified' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this lead since you opened it.');
  });

  it('declines only with an active reason of the decline group', async () => {
    const lead = await createLead(app.t.db, { status: 'qualified' });
    const tries = [
      [{}, 'Choose a reason.'],
      [{ reason: 'no_such_reason' }, expect.any(String)],
      // A withdrawal reason is not a decline reason.
      [{ reason: 'found_elsewhere' }, expect.any(String)],
    ] as const;
    for (const [extra, message] of tries) {
      const response = await post(lead.id, '/status', { version: 1, status: 'declined', ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
      expect(response.json().errors.reason).toEqual([message]);
    }
    await app.t.db.update(options).set({ active: false }).where(eq(options.value, 'unreachable'));
    const inactive = await post(lead.id, '/status', {
      version: 1,
      status: 'declined',
      reason: 'unreachable',
    });
    await app.t.db.update(options).set({ active: true }).where(eq(options.value, 'unreachable'));
    expect(inactive.statusCode).toBe(422);

    const declined = await post(lead.id, '/status', {
      version: 1,
      status: 'declined',
      reason: 'credit_history',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().lead.allowed_moves).toEqual(['qualified']);
    expect((await events(lead.id))[0]?.data).toEqual({
      from: 'qualified',
      to: 'declined',
      reason: 'credit_history',
    });
  });

  it('refuses a reason on a move that takes none', async () => {
    const lead = await createLead(app.t.db);
    const response = await post(lead.id, '/status', {
      version: 1,
      status: 'contacted',
      reason: 'credit_history',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['reason']);
  });

  it('reopens a withdrawn lead to the step it left, and nowhere else', async () => {
    const lead = await createLead(app.t.db, { status: 'approved' });
    await post(lead.id, '/status', { version: 1, status: 'withdrawn', reason: 'too_slow' });
    expect((await post(lead.id, '/status', { version: 2, status: 'new' })).statusCode).toBe(409);
    const reopened = await post(lead.id, '/status', { version: 2, status: 'approved' });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().lead.status).toBe('approved');
  });
});

describe('assigning a lead', () => {
  it('gives it to an active admin and records before and after', async () => {
    const { user: other } = await app.t.signIn('admin');
    const lead = await createLead(app.t.db, { assignedTo: app.admin.user.id });
    const response = await post(lead.id, '/assignment', { version: 1, admin_id: other.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().lead.assigned_to).toEqual({ id: other.id, name: other.name });
    expect((await events(lead.id))[0]).toMatchObject({
      type: 'assigned',
      data: {
        before: { id: app.admin.user.id, name: app.admin.user.name },
        after: { id: other.id, name: other.name },
      },
    });
    const unassigned = await post(lead.id, '/assignment', { version: 2, admin_id: null });
    expect(unassigned.json().lead.assigned_to).toBeNull();
  });

  it('refuses a partner, a disabled admin, an unknown id and a stale version', async () => {
    const lead = await createLead(app.t.db);
    const partner = await createUser(app.t.db, { role: 'partner' });
    const disabled = await createUser(app.t.db, { role: 'admin', disabledAt: new Date() });
    for (const id of [partner.id, disabled.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await post(lead.id, '/assignment', { version: 1, admin_id: id });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.admin_id).toEqual(['Choose an active administrator.']);
    }
    const stale = await post(lead.id, '/assignment', { version: 9, admin_id: app.admin.user.id });
    expect(stale.statusCode).toBe(409);
  });
});

describe('notes', () => {
  it('adds an internal note to the timeline without changing the version', async () => {
    const lead = await createLead(app.t.db);
    const response = await post(lead.id, '/notes', { note: 'Prefers e-mail after 5pm' });
    expect(response.statusCode).toBe(200);
    expect((await events(lead.id))[0]).toMatchObject({
      type: 'note',
      data: { text: 'Prefers e-mail after 5pm' },
    });
    const read = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}`,
      token: app.admin.token,
    });
    expect(read.json().lead.version).toBe(1);
  });

  it('refuses an empty note and answers 404 for an unknown lead', async () => {
    const lead = await createLead(app.t.db);
    expect((await post(lead.id, '/notes', { note: '   ' })).statusCode).toBe(422);
    const unknown = await post('00000000-0000-4000-8000-000000000000', '/notes', { note: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});
