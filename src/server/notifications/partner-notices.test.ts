import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadUpdateLevel } from '../../shared/notifications/lead-updates';
import {
  createLead,
  createPartner,
  TERM_SHEET,
  TEST_PASSWORD,
} from '../../../tests/support/factories';
import { deliverMail, type DeliveredMail } from '../../../tests/support/mailbox';
import { useDealRoomApp } from '../deal-room/deal-room.test-support';
import { settlementFigures } from '../../../tests/support/settlement-figures';
import { commissions, partners, settings } from '../db/schema';

const app = useDealRoomApp();

/** A partner with the given preference and language, and a lead of theirs at `status`. */
async function partnerLead(
  level: LeadUpdateLevel,
  locale = 'en',
  lead: Parameters<typeof createLead>[1] = {},
) {
  const { partner, user } = await createPartner(
    app.t.db,
    { leadUpdates: level, company: `Partner ${Math.random()}` },
    { locale },
  );
  const row = await createLead(app.t.db, { partnerId: partner.id, ...lead });
  return { partner, user, lead: row };
}

const moveTo = (leadId: string, version: number, status: string, extra: object = {}) =>
  app.t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/status`,
    token: app.admin.token,
    payload: { version, status, ...extra },
  });

/** Delivers every queued e-mail (each only once) and keeps those to `email`. */
const mailTo = async (email: string): Promise<DeliveredMail[]> =>
  (await deliverMail(app.t.db)).filter((mail) => mail.to === email);

async function timelineEmails(leadId: string) {
  const response = await app.t.request({
    method: 'GET',
    url: `/api/leads/${leadId}/timeline`,
    token: app.admin.token,
  });
  return (response.json().data as { kind: string; template?: string; recipient?: string }[])
    .filter((item) => item.kind === 'email')
    .map((item) => [item.template, item.recipient]);
}

describe('the partner hears of their lead’s stage changes', () => {
  it('in their language, with the stage as My Leads shows it and never the note, in the timeline', async () => {
    const { user, lead } = await partnerLead('all', 'fr', { status: 'new' });
    const moved = await moveTo(lead.id, 1, 'contacted', { note: 'NOTE-INTERNE ne pas montrer' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [mail, ...more] = await mailTo(user.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`${lead.reference} est passé à l’étape «\u00a0Contacté\u00a0»`);
    expect(mail!.text).toContain(`Bonjour ${user.name}`);
    expect(mail!.text).toContain(lead.businessName!);
    expect(mail!.text).toContain('https://app.test/my-leads');
    expect(mail!.text).not.toContain('NOTE-INTERNE');
    expect(await timelineEmails(lead.id)).toContainEqual(['partner-lead-moved', user.email]);
  });

  it('on “milestones only” (the default): approved and settled, not contacted', async () => {
    const { partner, user } = await createPartner(app.t.db, {}, { locale: 'en' });
    expect(partner.leadUpdates).toBe('milestones');
    const lead = await createLead(app.t.db, { partnerId: partner.id, status: 'new' });
    expect((await moveTo(lead.id, 1, 'contacted')).statusCode).toBe(200);
    expect(await mailTo(user.email)).toEqual([]);

    const late = await createLead(app.t.db, {
      partnerId: partner.id,
      status: 'submitted_to_lender',
    });
    expect((await moveTo(late.id, 1, 'approved')).statusCode).toBe(200);
    expect((await moveTo(late.id, 2, 'settled', settlementFigures())).statusCode).toBe(200);
    const subjects = (await mailTo(user.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual([
      `${late.reference} is now at “Approved”`,
      `${late.reference} is now at “Settled”`,
    ]);
  });

  it('on “milestones only”: a decline, without the firm’s reason', async () => {
    const { user, lead } = await partnerLead('milestones', 'en', { status: 'qualified' });
    const declined = await moveTo(lead.id, 1, 'declined', {
      reason: 'serviceability',
      note: 'Bank statements show gambling',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe(`${lead.reference} is now at “Declined”`);
    expect(mail!.text).not.toMatch(/serviceability|Cannot service|gambling/);
  });

  it('on “none”: nothing, not even a milestone', async () => {
    const { user, lead } = await partnerLead('none', 'en', { status: 'submitted_to_lender' });
    expect((await moveTo(lead.id, 1, 'approved')).statusCode).toBe(200);
    expect(await mailTo(user.email)).toEqual([]);
    expect(await timelineEmails(lead.id)).toEqual([]);
  });

  it('when the deal room moves the lead (a term sheet sent), on “every stage”', async () => {
    const { user, lead } = await partnerLead('all', 'zh-CN', { status: 'qualified' });
    const saved = await app.t.request({
      method: 'PUT',
      url: `/api/leads/${lead.id}/term-sheet`,
      token: app.admin.token,
      payload: TERM_SHEET,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const sent = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/term-sheet/send`,
      token: app.admin.token,
      payload: { version: saved.json().term_sheet.version },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await mailTo(user.email);
    expect(mail!.subject).toBe(`${lead.reference} 已进入“条款书已发送”阶段`);
  });

  it('a bulk move: one e-mail per partner listing their leads, in every lead’s timeline', async () => {
    const first = await partnerLead('all', 'es', { status: 'new' });
    const second = await createLead(app.t.db, { partnerId: first.partner.id, status: 'new' });
    const other = await partnerLead('all', 'en', { status: 'new' });
    const response = await app.t.request({
      method: 'POST',
      url: '/api/leads/bulk/status',
      token: app.admin.token,
      payload: { ids: [first.lead.id, second.id, other.lead.id], status: 'contacted' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const delivered = await deliverMail(app.t.db);
    const mails = delivered.filter((mail) => mail.to === first.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('2 de sus clientes potenciales avanzaron');
    expect(mails[0]!.text).toContain(first.lead.reference);
    expect(mails[0]!.text).toContain(second.reference);
    expect(mails[0]!.text).not.toContain(other.lead.reference);
    const others = delivered.filter((mail) => mail.to === other.user.email);
    expect(others.map((mail) => mail.subject)).toEqual([
      `${other.lead.reference} is now at “Contacted”`,
    ]);
    for (const id of [first.lead.id, second.id]) {
      expect(await timelineEmails(id)).toContainEqual(['partner-lead-moved', first.user.email]);
    }
    expect(await timelineEmails(other.lead.id)).not.toContainEqual([
      'partner-lead-moved',
      first.user.email,
    ]);
  });
});

describe('the partner hears of commissions approved and paid', () => {
  async function settledWithCommission(level: LeadUpdateLevel, show = true) {
    const made = await partnerLead(level, 'en', {
      status: 'approved',
      market: 'NZ',
      amount: 80_000,
    });
    await app.t.db
      .update(partners)
      .set({ commissionType: 'flat', commissionValue: 1_500, showCommissions: show })
      .where(eq(partners.id, made.partner.id));
    expect((await moveTo(made.lead.id, 1, 'settled', settlementFigures())).statusCode).toBe(200);
    await deliverMail(app.t.db);
    const [commission] = await app.t.db
      .select({ id: commissions.id })
      .from(commissions)
      .where(eq(commissions.leadId, made.lead.id));
    expect(commission).toBeDefined();
    return { ...made, commissionId: commission!.id };
  }
  const moveCommission = (id: string, status: 'approved' | 'paid') =>
    app.t.request({
      method: 'POST',
      url: '/api/commissions/status',
      token: app.admin.token,
      payload: { ids: [id], status },
    });

  it('approved, then paid, the amount in the lead’s currency, in the timeline', async () => {
    const { user, lead, commissionId } = await settledWithCommission('milestones');
    expect((await moveCommission(commissionId, 'approved')).statusCode).toBe(200);
    const [approved] = await mailTo(user.email);
    expect(approved!.subject).toBe(`Commission approved: NZ$1,500 for ${lead.reference}`);
    expect((await moveCommission(commissionId, 'paid')).statusCode).toBe(200);
    const [paid] = await mailTo(user.email);
    expect(paid!.subject).toBe(`Commission paid: NZ$1,500 for ${lead.reference}`);
    expect(await timelineEmails(lead.id)).toContainEqual(['partner-commission', user.email]);
  });

  it('a payment run: one e-mail per partner listing each of their commissions', async () => {
    const { partner, user, lead } = await partnerLead('milestones', 'pt-BR', {
      status: 'approved',
    });
    const second = await createLead(app.t.db, { partnerId: partner.id, status: 'approved' });
    await app.t.db
      .update(partners)
      .set({ commissionType: 'flat', commissionValue: 700 })
      .where(eq(partners.id, partner.id));
    for (const id of [lead.id, second.id]) {
      expect((await moveTo(id, 1, 'settled', settlementFigures())).statusCode).toBe(200);
    }
    await deliverMail(app.t.db);
    const ids = (
      await app.t.db
        .select({ id: commissions.id })
        .from(commissions)
        .where(eq(commissions.partnerId, partner.id))
    ).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const approved = await app.t.request({
      method: 'POST',
      url: '/api/commissions/status',
      token: app.admin.token,
      payload: { ids, status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const mails = await mailTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['2 comissões aprovadas']);
    expect(mails[0]!.text).toContain(lead.reference);
    expect(mails[0]!.text).toContain(second.reference);
    expect(mails[0]!.text).toContain('AU$\u00a0700');
  });

  it('not when the partner chose “none”, nor when the firm hides commissions from them', async () => {
    for (const made of [
      await settledWithCommission('none'),
      await settledWithCommission('all', false),
    ]) {
      expect((await moveCommission(made.commissionId, 'approved')).statusCode).toBe(200);
      expect(await mailTo(made.user.email)).toEqual([]);
    }
  });
});

describe('the partner’s choice, saved through the API', () => {
  async function partnerToken(status: 'active' | 'pending' = 'active') {
    const { user } = await createPartner(app.t.db, { status });
    const login = await app.t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    return login.json().token as string;
  }
  const read = (token: string) =>
    app.t.request({ method: 'GET', url: '/api/me/lead-updates', token });
  const save = (token: string, payload: object) =>
    app.t.request({ method: 'PUT', url: '/api/me/lead-updates', token, payload });

  it('starts at “milestones”, takes each choice, and refuses anything else with a 422', async () => {
    const token = await partnerToken();
    expect((await read(token)).json()).toEqual({ lead_updates: 'milestones' });
    for (const level of ['all', 'none', 'milestones'] as const) {
      const saved = await save(token, { lead_updates: level });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({
        lead_updates: level,
        message: 'Your choice of e-mails is saved.',
      });
      expect((await read(token)).json()).toEqual({ lead_updates: level });
    }
    const bad = await save(token, { lead_updates: 'hourly' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['lead_updates']);
  });

  it('is a partner’s own: admins and partners not yet approved are refused', async () => {
    expect((await read(app.admin.token)).statusCode).toBe(403);
    expect((await save(app.admin.token, { lead_updates: 'all' })).statusCode).toBe(403);
    expect((await read(await partnerToken('pending'))).statusCode).toBe(403);
  });
});

describe('what the recipients setting reaches', () => {
  it('counts the active admins the empty list falls back to', async () => {
    await app.t.db.delete(settings).where(eq(settings.key, 'notification_recipients'));
    const audience = await app.t.request({
      method: 'GET',
      url: '/api/settings/notification-audience',
      token: app.admin.token,
    });
    expect(audience.statusCode).toBe(200);
    const admins = await app.t.request({
      method: 'GET',
      url: '/api/admins',
      token: app.admin.token,
    });
    const active = (admins.json().data as { status: string }[]).filter(
      (admin) => admin.status === 'active',
    ).length;
    expect(audience.json()).toEqual({ active_admins: active });
    expect(active).toBeGreaterThan(0);
  });
});
