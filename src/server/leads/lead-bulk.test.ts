import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSession } from './lead-list.test-support';
import { leadEvents, leads } from '../db/schema';
import { createLead } from '../../../tests/support/factories';

const session = adminSession();

const post = (url: string, payload: object) =>
  session.t.request({ method: 'POST', url, token: session.token, payload });
const row = async (id: string) =>
  (await session.t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

describe('bulk status change', () => {
  it('moves the leads the pipeline allows, refuses the others with the reason, one event each', async () => {
    const fresh = await createLead(session.t.db, { status: 'new' });
    const fresh2 = await createLead(session.t.db, { status: 'new' });
    const settled = await createLead(session.t.db, { status: 'settled' });
    const already = await createLead(session.t.db, { status: 'contacted' });
    const missing = crypto.randomUUID();
    const response = await post('/api/leads/bulk/status', {
      ids: [fresh.id, fresh2.id, settled.id, already.id, missing],
      status: 'contacted',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    expect(result.changed.map((item: { id: string }) => item.id).sort()).toEqual(
      [fresh.id, fresh2.id].sort(),
    );
    expect(result.refused).toEqual([
      {
        id: settled.id,
        reference: settled.reference,
        reason: 'A lead cannot go from “Settled” to “Contacted”.',
      },
      { id: already.id, reference: already.reference, reason: 'It is already “Contacted”.' },
      { id: missing, reference: null, reason: 'This lead does not exist.' },
    ]);
    const moved = await row(fresh.id);
    expect(moved).toMatchObject({ status: 'contacted', version: 2 });
    expect(moved.statusChangedAt.getTime()).toBeGreaterThan(fresh.statusChangedAt.getTime());
    expect((await row(settled.id)).version).toBe(1);
    const events = await session.t.db
      .select()
      .from(leadEvents)
      .where(inArray(leadEvents.leadId, [fresh.id, settled.id]));
    expect(events).toEqual([
      expect.objectContaining({
        leadId: fresh.id,
        type: 'status_changed',
        actorUserId: session.adminId,
        data: { from: 'new', to: 'contacted', bulk: true },
      }),
    ]);
  });

  it('asks for a reason to decline, and reopens a declined lead to the step it left', async () => {
    const lead = await createLead(session.t.db, { status: 'qualified' });
    const noReason = await post('/api/leads/bulk/status', { ids: [lead.id], status: 'declined' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['This field is required.']);
    const madeUp = await post('/api/leads/bulk/status', {
      ids: [lead.id],
      status: 'declined',
      reason: 'because',
    });
    expect(madeUp.json().errors.reason).toEqual(['Choose one of the offered values.']);
    await post('/api/leads/bulk/status', {
      ids: [lead.id],
      status: 'declined',
      reason: 'serviceability',
    });
    expect(await row(lead.id)).toMatchObject({ status: 'declined' });
    const wrong = (await post('/api/leads/bulk/status', { ids: [lead.id], status: 'new' })).json();
    expect(wrong.refused).toHaveLength(1);
    const back = (
      await post('/api/leads/bulk/status', { ids: [lead.id], status: 'qualified' })
    ).json();
    expect(back.changed).toEqual([{ id: lead.id, reference: lead.reference }]);
    expect(await row(lead.id)).toMatchObject({ status: 'qualified', version: 3 });
  });

  it.each([
    [{ ids: [], status: 'contacted' }, 'ids'],
    [{ ids: ['not-a-uuid'], status: 'contacted' }, 'ids.0'],
    [{ ids: Array.from({ length: 101 }, () => crypto.randomUUID()), status: 'contacted' }, 'ids'],
    [{ ids: [crypto.randomUUID()], status: 'lost' }, 'status'],
    [{ ids: [crypto.randomUUID()], status: 'contacted', extra: 1 }, 'extra'],
  ])('refuses %j with a 422 on %s', async (payload, field) => {
    const response = await post('/api/leads/bulk/status', payload);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toContain(field);
  });
});

describe('bulk assignment', () => {
  it('assigns to an admin and back to nobody, with an event per lead', async () => {
    const { user: colleague } = await session.t.signIn('admin');
    const first = await createLead(session.t.db);
    const second = await createLead(session.t.db);
    const response = await post('/api/leads/bulk/assign', {
      ids: [first.id, second.id],
      assigned_to: colleague.id,
    });
    expect(response.json().changed).toHaveLength(2);
    expect(await row(first.id)).toMatchObject({ assignedTo: colleague.id, version: 2 });
    const again = (
      await post('/api/leads/bulk/assign', { ids: [first.id], assigned_to: colleague.id })
    ).json();
    expect(again.refused).toHaveLength(1);
    await post('/api/leads/bulk/assign', { ids: [first.id], assigned_to: null });
    expect(await row(first.id)).toMatchObject({ assignedTo: null, version: 3 });
    const events = await session.t.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, first.id));
    expect(events.map((event) => event.type)).toEqual(['assigned', 'assigned']);
  });

  it('refuses a partner or an unknown user as assignee with a 422, changing nothing', async () => {
    const { user: partner } = await session.t.signIn('partner');
    const lead = await createLead(session.t.db);
    for (const assignee of [partner.id, crypto.randomUUID()]) {
      const response = await post('/api/leads/bulk/assign', {
        ids: [lead.id],
        assigned_to: assignee,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.assigned_to).toEqual([expect.stringMatching(/administrator/)]);
    }
    expect((await row(lead.id)).version).toBe(1);
  });
});
