import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadStatus } from '../../shared/leads/pipeline';
import { applicationPayload, createLead, createPartner } from '../../../tests/support/factories';
import { deliverMail, type DeliveredMail } from '../../../tests/support/mailbox';
import { settlementFigures } from '../../../tests/support/settlement-figures';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { commissions, leads, partnerMembers, partners, users } from '../db/schema';
import { filledFormToken, TEST_APP_KEY } from '../leads/leads.test-support';
import { signInAsColleague } from '../teams/teams.test-support';

/**
 * Who of a partner firm hears of its leads (decision 0083): the owner, and the colleague who
 * referred the lead, in their own language; never a fellow colleague, a removed one, or another
 * firm's people; commissions only the owner.
 */
let t: TestApp;
let admin: { token: string };
type Person = { token: string; userId: string; email: string };
let owner: Person & { partnerId: string };
let referrer: Person & { referralCode: string };
let fellow: Person;
let ofOtherFirm: Person;

const person = (signedIn: { token: string; user: { id: string; email: string } }): Person => ({
  token: signedIn.token,
  userId: signedIn.user.id,
  email: signedIn.user.email,
});

beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
  admin = await t.signIn('admin');
  const signedOwner = await t.signIn('partner', { locale: 'en' });
  const [member] = await t.db
    .select()
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, signedOwner.user.id));
  owner = { ...person(signedOwner), partnerId: member!.partnerId };
  // Every stage, so that each move below is one the firm wants to hear of.
  await t.db
    .update(partners)
    .set({ leadUpdates: 'all', commissionType: 'flat', commissionValue: 1_500 })
    .where(eq(partners.id, owner.partnerId));
  const signedReferrer = await signInAsColleague(t, owner.partnerId);
  await t.db.update(users).set({ locale: 'fr' }).where(eq(users.id, signedReferrer.user.id));
  referrer = { ...person(signedReferrer), referralCode: signedReferrer.referralCode };
  fellow = person(await signInAsColleague(t, owner.partnerId));
  const b = await createPartner(t.db, { leadUpdates: 'all' });
  ofOtherFirm = person(await signInAsColleague(t, b.partner.id));
});
afterAll(() => t.close());

const moveTo = (leadId: string, version: number, status: LeadStatus, extra: object = {}) =>
  t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/status`,
    token: admin.token,
    payload: { version, status, ...extra },
  });

const firmLead = (referredByUserId: string, status: LeadStatus = 'new') =>
  createLead(t.db, { partnerId: owner.partnerId, referredByUserId, status });

const setVisibility = (colleagues_see: 'firm' | 'own') =>
  t.request({
    method: 'PUT',
    url: '/api/team/visibility',
    token: owner.token,
    payload: { colleagues_see },
  });

/** The addresses a lead's moved-notice went to, from the outbox (one row per reader). */
const movedTo = (delivered: DeliveredMail[], reference: string) =>
  delivered
    .filter((mail) => mail.subject.startsWith(reference))
    .map((mail) => mail.to)
    .sort();

describe('a lead moved: the firm’s owner and the colleague who referred it are told', () => {
  it.each(['firm', 'own'] as const)(
    'with colleagues seeing %s leads: the referrer in French, the owner; no fellow colleague',
    async (visibility) => {
      expect((await setVisibility(visibility)).statusCode).toBe(200);
      await deliverMail(t.db);
      const lead = await firmLead(referrer.userId);
      const moved = await moveTo(lead.id, 1, 'contacted');
      expect(moved.statusCode, moved.body).toBe(200);
      const delivered = await deliverMail(t.db);
      expect(movedTo(delivered, lead.reference)).toEqual([owner.email, referrer.email].sort());
      const toReferrer = delivered.find((mail) => mail.to === referrer.email);
      expect(toReferrer!.subject).toBe(
        `${lead.reference} est passé à l’étape «\u00a0Contacté\u00a0»`,
      );
      const toOwner = delivered.find((mail) => mail.to === owner.email);
      expect(toOwner!.subject).toBe(`${lead.reference} is now at “Contacted”`);
      for (const nobody of [fellow, ofOtherFirm])
        expect(delivered.filter((mail) => mail.to === nobody.email)).toEqual([]);
    },
  );

  it('the owner who referred it gets one e-mail, not two', async () => {
    await deliverMail(t.db);
    const lead = await firmLead(owner.userId);
    expect((await moveTo(lead.id, 1, 'contacted')).statusCode).toBe(200);
    const delivered = await deliverMail(t.db);
    expect(movedTo(delivered, lead.reference)).toEqual([owner.email]);
  });

  it('a bulk move: the owner’s e-mail lists every lead, the referrer’s only theirs', async () => {
    await deliverMail(t.db);
    const theirs = await firmLead(referrer.userId);
    const fellows = await firmLead(fellow.userId);
    const moved = await t.request({
      method: 'POST',
      url: '/api/leads/bulk/status',
      token: admin.token,
      payload: { ids: [theirs.id, fellows.id], status: 'contacted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const delivered = await deliverMail(t.db);
    const toOwner = delivered.filter((mail) => mail.to === owner.email);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.text).toContain(theirs.reference);
    expect(toOwner[0]!.text).toContain(fellows.reference);
    const toReferrer = delivered.filter((mail) => mail.to === referrer.email);
    expect(toReferrer).toHaveLength(1);
    expect(toReferrer[0]!.text).toContain(theirs.reference);
    expect(toReferrer[0]!.text).not.toContain(fellows.reference);
    // The fellow colleague referred one of them: they hear of it, and only of it.
    const toFellow = delivered.filter((mail) => mail.to === fellow.email);
    expect(toFellow).toHaveLength(1);
    expect(toFellow[0]!.text).not.toContain(theirs.reference);
  });

  it('a colleague the owner removed is no longer told; the owner still is', async () => {
    const leaving = await signInAsColleague(t, owner.partnerId);
    const lead = await firmLead(leaving.user.id);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/team/members/${leaving.user.id}`,
      token: owner.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await deliverMail(t.db);
    expect((await moveTo(lead.id, 1, 'contacted')).statusCode).toBe(200);
    const delivered = await deliverMail(t.db);
    expect(movedTo(delivered, lead.reference)).toEqual([owner.email]);
    expect(delivered.filter((mail) => mail.to === leaving.user.email)).toEqual([]);
  });
});

describe('a new lead through a colleague’s own link', () => {
  it('tells the owner and that colleague, each in their language, and no one else', async () => {
    await deliverMail(t.db);
    const applied = await t.request({
      method: 'POST',
      url: '/api/apply',
      payload: {
        form_token: filledFormToken(),
        ...applicationPayload({ referral_code: referrer.referralCode }),
      },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const reference = applied.json().reference as string;
    const delivered = (await deliverMail(t.db)).filter((mail) => mail.text.includes(reference));
    const partnerReaders = [owner, referrer, fellow, ofOtherFirm].map((reader) => reader.email);
    expect(
      delivered
        .filter((mail) => partnerReaders.includes(mail.to))
        .map((mail) => mail.to)
        .sort(),
    ).toEqual([owner.email, referrer.email].sort());
    const toReferrer = delivered.find((mail) => mail.to === referrer.email)!;
    const toOwner = delivered.find((mail) => mail.to === owner.email)!;
    expect(toReferrer.subject).not.toBe(toOwner.subject);
    expect(toReferrer.text).toContain('Bonjour');
  });
});

describe('commission notices', () => {
  it('go to the firm’s owner only, even for a colleague’s referral', async () => {
    const lead = await firmLead(referrer.userId, 'approved');
    expect((await moveTo(lead.id, 1, 'settled', settlementFigures())).statusCode).toBe(200);
    await deliverMail(t.db);
    const [commission] = await t.db
      .select({ id: commissions.id })
      .from(commissions)
      .where(eq(commissions.leadId, lead.id));
    const approved = await t.request({
      method: 'POST',
      url: '/api/commissions/status',
      token: admin.token,
      payload: { ids: [commission!.id], status: 'approved' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const delivered = await deliverMail(t.db);
    const about = delivered.filter((mail) => mail.subject.includes(lead.reference));
    expect(about.map((mail) => mail.to)).toEqual([owner.email]);
    expect(about[0]!.subject).toMatch(/^Commission approved/);
    const [stored] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored!.referredByUserId).toBe(referrer.userId);
  });
});
