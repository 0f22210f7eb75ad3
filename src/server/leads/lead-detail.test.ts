import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEvents, outbox } from '../db/schema';
import { createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
let admin: { token: string; user: { id: string; name: string } };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin', { name: 'Alex Admin' });
});
afterAll(() => t.close());

const read = (id: string, token = admin.token) =>
  t.request({ method: 'GET', url: `/api/leads/${id}`, token });
const post = (url: string, payload: object, token = admin.token) =>
  t.request({ method: 'POST', url, payload, token });
const timeline = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/leads/${id}/timeline`, token: admin.token })).json()
    .entries;

describe('the lead screen API', () => {
  it('reads a lead with what can be done next; unknown or malformed ids answer 404 or 422', async () => {
    const { partner } = await createPartner(t.db, { company: 'Harbour Accountants' });
    const lead = await createLead(t.db, { partnerId: partner.id, status: 'contacted' });
    const response = await read(lead.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      reference: lead.reference,
      status: 'contacted',
      version: 1,
      partner: { id: partner.id, company: 'Harbour Accountants' },
      allowed_moves: ['qualified', 'new', 'declined', 'withdrawn'],
      aging: false,
    });
    expect(response.json().reasons.declined.length).toBeGreaterThan(0);
    expect(response.json().admins).toContainEqual({ id: admin.user.id, name: 'Alex Admin' });
    expect((await read('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await read('not-a-uuid')).statusCode).toBe(422);
  });

  it('moves a lead only along the pipeline, with a reason to decline, and reopens it where it was', async () => {
    const lead = await createLead(t.db, { status: 'qualified' });
    const url = `/api/leads/${lead.id}/status`;
    const skip = await post(url, { version: 1, status: 'approved' });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status).toEqual([
      'This lead cannot move to that status from where it is now.',
    ]);
    const noReason = await post(url, { version: 1, status: 'declined' });
    expect(noReason.json().errors.reason).toEqual(['Choose a reason.']);
    const badReason = await post(url, { version: 1, status: 'declined', reason: 'went_elsewhere' });
    expect(badReason.json().errors.reason).toEqual(['Choose one of the reasons offered.']);

    const declined = await post(url, {
      version: 1,
      status: 'declined',
      reason: 'credit_history',
      note: 'Two defaults in 2025.',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({ version: 2, status: 'declined' });
    expect((await read(lead.id)).json().allowed_moves).toEqual(['qualified']);
    const reopened = await post(url, { version: 2, status: 'qualified' });
    expect(reopened.json()).toEqual({ version: 3, status: 'qualified' });

    const events = (await timeline(lead.id)).filter(
      (entry: { type?: string }) => entry.type === 'status_changed',
    );
    expect(events.map((entry: { data: object }) => entry.data)).toEqual([
      { from: 'declined', to: 'qualified' },
      {
        from: 'qualified',
        to: 'declined',
        reason: 'credit_history',
        note: 'Two defaults in 2025.',
      },
    ]);
    expect(events[0].actor).toEqual({ type: 'user', name: 'Alex Admin' });
  });

  it('answers 409 to a change made from an older version, and changes nothing', async () => {
    const lead = await createLead(t.db);
    const url = `/api/leads/${lead.id}/status`;
    expect((await post(url, { version: 1, status: 'contacted' })).statusCode).toBe(200);
    const stale = await post(url, { version: 1, status: 'contacted' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Someone else changed this record. Reload it and try again.');
    const staleAssign = await post(`/api/leads/${lead.id}/assignment`, {
      version: 1,
      assigned_to: admin.user.id,
    });
    expect(staleAssign.statusCode).toBe(409);
    expect((await read(lead.id)).json()).toMatchObject({ version: 2, assigned_to: null });
  });

  it('assigns to an active admin only, notes privately, and shows both in the timeline', async () => {
    const lead = await createLead(t.db);
    const { user: partnerUser } = await createPartner(t.db);
    const refused = await post(`/api/leads/${lead.id}/assignment`, {
      version: 1,
      assigned_to: partnerUser.id,
    });
    expect(refused.json().errors.assigned_to).toEqual(['Choose an active administrator.']);
    const assigned = await post(`/api/leads/${lead.id}/assignment`, {
      version: 1,
      assigned_to: admin.user.id,
    });
    expect(assigned.json()).toEqual({ version: 2, status: 'new' });
    expect((await post(`/api/leads/${lead.id}/notes`, { text: '  ' })).statusCode).toBe(422);
    const noted = await post(`/api/leads/${lead.id}/notes`, { text: 'Called, will send BAS.' });
    expect(noted.json()).toEqual({ message: 'Note added.' });
    const entries = await timeline(lead.id);
    expect(entries.map((entry: { type: string }) => entry.type).slice(0, 2)).toEqual([
      'note',
      'assigned',
    ]);
    expect(entries[1].data).toEqual({ from: null, to: { id: admin.user.id, name: 'Alex Admin' } });
  });

  it('lists the lead’s e-mails with their state and resends only a failed one', async () => {
    const lead = await createLead(t.db);
    const [failed, sent] = await t.db
      .insert(outbox)
      .values([
        {
          recipient: lead.email,
          template: 'lead-confirmation',
          data: {},
          leadId: lead.id,
          status: 'failed',
          attempts: 5,
          lastError: 'mailbox unavailable',
        },
        {
          recipient: 'admin@firm.test',
          template: 'admin-new-lead',
          data: {},
          leadId: lead.id,
          status: 'sent',
        },
      ])
      .returning();
    const emails = (await timeline(lead.id)).filter(
      (entry: { kind: string }) => entry.kind === 'email',
    );
    expect(emails).toHaveLength(2);
    expect(emails.find((entry: { id: string }) => entry.id === failed!.id)).toMatchObject({
      status: 'failed',
      last_error: 'mailbox unavailable',
      attempts: 5,
    });
    const again = await post(`/api/leads/${lead.id}/emails/${sent!.id}/resend`, {});
    expect(again.statusCode).toBe(409);
    const resent = await post(`/api/leads/${lead.id}/emails/${failed!.id}/resend`, {});
    expect(resent.json()).toEqual({ message: 'The e-mail is queued to be sent again.' });
    const [row] = await t.db.select().from(outbox).where(eq(outbox.id, failed!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    const other = await createLead(t.db);
    expect((await post(`/api/leads/${other.id}/emails/${failed!.id}/resend`, {})).statusCode).toBe(
      404,
    );
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.map((event) => event.type)).toContain('email_resent');
  });

  it('refuses partners every lead screen route, their own leads included', async () => {
    const partner = await t.signIn('partner');
    const lead = await createLead(t.db);
    expect((await read(lead.id, partner.token)).statusCode).toBe(403);
    const move = await post(
      `/api/leads/${lead.id}/status`,
      { version: 1, status: 'contacted' },
      partner.token,
    );
    expect(move.statusCode).toBe(403);
  });
});
