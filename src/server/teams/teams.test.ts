import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPartner, TEST_PASSWORD } from '../../../tests/support/factories';
import { deliverMail, linkIn } from '../../../tests/support/mailbox';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  auditEvents,
  outbox,
  partnerMembers,
  passwordResets,
  rateLimits,
  users,
} from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { signInAsColleague } from './teams.test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
  await t.db.delete(rateLimits);
});

/** A firm's owner, signed in, with their firm's id. */
async function owner() {
  const signedIn = await t.signIn('partner', { name: 'Olive Owner' });
  const [member] = await t.db
    .select()
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, signedIn.user.id));
  return { ...signedIn, partnerId: member!.partnerId };
}

const invite = (token: string | undefined, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/team/invitations', token, payload });
const team = (token: string) => t.request({ method: 'GET', url: '/api/team', token });
const accept = (token: string, password = 'my chosen phrase 7') =>
  t.request({
    method: 'POST',
    url: '/api/invite/accept',
    payload: { token, password, password_confirmation: password },
  });

/** Invites `email` as the owner and reads the invitation's token out of the e-mail sent. */
async function inviteAndReadLink(ownerToken: string, email: string) {
  const response = await invite(ownerToken, { name: 'Cole League', email });
  expect(response.statusCode).toBe(200);
  const mail = (await deliverMail(t.db)).find((m) => m.to === email);
  return { mail, token: decodeURIComponent(linkIn(mail, '/invite/').pathname.split('/').pop()!) };
}

describe('inviting a colleague', () => {
  it('e-mails a one-use link naming the firm; the colleague chooses a password and acts for the firm', async () => {
    const firm = await owner();
    const { mail, token } = await inviteAndReadLink(firm.token, 'cole@example.test');
    expect(mail!.subject).toMatch(/invites you to LendRef$/);
    expect(mail!.text).toContain('Olive Owner');

    const before = (await team(firm.token)).json();
    expect(before.colleagues_see).toBe('firm');
    expect(before.data.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['owner', 'active'],
      ['colleague', 'invited'],
    ]);
    expect(before.data[1].invite_expires_at).not.toBeNull();

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/user', token: accepted.json().token });
    expect(me.json().partner).toMatchObject({ team_role: 'colleague', status: 'active' });
    // Their own link, not the firm's: it credits the firm and records them.
    const [colleague] = await t.db
      .select()
      .from(partnerMembers)
      .innerJoin(users, eq(users.id, partnerMembers.userId))
      .where(and(eq(partnerMembers.role, 'colleague'), eq(users.email, 'cole@example.test')));
    expect(me.json().partner.referral_code).toBe(colleague!.partner_members.referralCode);
    expect(me.json().permissions).toContain('read:lead:own');
    expect(me.json().permissions).not.toContain('read:firm:own');
    expect(me.json().permissions).not.toContain('update:firm:own');
    const myLeads = await t.request({
      method: 'GET',
      url: '/api/my-leads',
      token: accepted.json().token,
    });
    expect(myLeads.statusCode).toBe(200);

    const after = (await team(firm.token)).json();
    expect(after.data[1]).toMatchObject({ status: 'active', invite_expires_at: null });
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, firm.partnerId));
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([
      ['partner.colleague_invited', firm.user.id],
    ]);
  });

  it('refuses a used, an expired and a wrong link with one and the same 400', async () => {
    const firm = await owner();
    const used = await inviteAndReadLink(firm.token, 'used@example.test');
    expect((await accept(used.token)).statusCode).toBe(200);
    const again = await accept(used.token);
    expect(again.statusCode).toBe(400);

    const expired = await inviteAndReadLink(firm.token, 'late@example.test');
    const [late] = await t.db.select().from(users).where(eq(users.email, 'late@example.test'));
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, late!.id));
    const tooLate = await accept(expired.token);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(again.json().message);

    const wrong = await accept('not-a-real-invitation-token-at-all');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(again.json().message);
  });

  it('answers 409 naming an address that already has an account, and 422 for bad input', async () => {
    const firm = await owner();
    const otherFirm = await createPartner(t.db);
    const { user: admin } = await t.signIn('admin');
    for (const email of [otherFirm.user.email, admin.email, firm.user.email]) {
      const taken = await invite(firm.token, { name: 'Someone', email: email.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain(email);
      expect(Object.keys(taken.json().errors)).toEqual(['email']);
    }
    // Nobody was moved into the firm by it.
    const members = await t.db
      .select()
      .from(partnerMembers)
      .where(eq(partnerMembers.partnerId, firm.partnerId));
    expect(members).toHaveLength(1);

    const bad = await invite(firm.token, { name: '', email: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
    expect((await invite(firm.token, {})).statusCode).toBe(422);
  });
});

describe('what a colleague may not do', () => {
  it('gets 403 on the team, on commissions, statements, payouts, payment details, API keys and webhooks', async () => {
    const firm = await owner();
    const colleague = await signInAsColleague(t, firm.partnerId);
    const { user: other } = await signInAsColleague(t, firm.partnerId);
    const refused = [
      ['GET', '/api/team', undefined],
      ['POST', '/api/team/invitations', { name: 'X', email: 'x@example.test' }],
      ['DELETE', `/api/team/members/${other.id}`, undefined],
      ['DELETE', `/api/team/invitations/${other.id}`, undefined],
      ['PUT', '/api/team/visibility', { colleagues_see: 'firm' }],
      ['GET', '/api/my-commissions', undefined],
      ['GET', '/api/my-statements', undefined],
      ['GET', '/api/dashboard/partner/balance', undefined],
      ['GET', '/api/settings/self-billing', undefined],
      ['GET', '/api/settings/payment-details', undefined],
      ['GET', '/api/api-keys', undefined],
      ['POST', '/api/api-keys', { name: 'Mine', scopes: ['leads:read'] }],
      ['GET', '/api/webhooks', undefined],
      ['GET', '/api/me/lead-updates', undefined],
    ] as const;
    for (const [method, url, payload] of refused) {
      const response = await t.request({ method, url, token: colleague.token, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    // The owner is allowed every one of them (the same routes, their firm).
    expect((await team(firm.token)).statusCode).toBe(200);
    const mine = await t.request({ method: 'GET', url: '/api/my-commissions', token: firm.token });
    expect(mine.statusCode).toBe(200);
    const [member] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(member!.disabledAt).toBeNull();
  });
});

describe('removing a colleague and withdrawing an invitation', () => {
  it('ends every session of the removed colleague, disables the account and audits owner and colleague', async () => {
    const firm = await owner();
    const colleague = await signInAsColleague(t, firm.partnerId);
    const second = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: colleague.user.email, password: TEST_PASSWORD },
    });
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/team/members/${colleague.user.id}`,
      token: firm.token,
    });
    expect(removed.statusCode).toBe(200);
    for (const token of [colleague.token, second.json().token as string]) {
      const me = await t.request({ method: 'GET', url: '/api/user', token });
      expect(me.statusCode).toBe(401);
    }
    const signIn = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: colleague.user.email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).not.toBe(200);
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityId, firm.partnerId),
          eq(auditEvents.action, 'partner.colleague_removed'),
        ),
      );
    expect(audit).toMatchObject({
      actorUserId: firm.user.id,
      before: { user_id: colleague.user.id, email: colleague.user.email },
    });
    expect((await team(firm.token)).json().data).toHaveLength(1);
  });

  it('answers 404 for the owner, another firm’s colleague and an unknown id; 422 for a bad id', async () => {
    const firm = await owner();
    const otherFirm = await createPartner(t.db);
    const theirs = await signInAsColleague(t, otherFirm.partner.id);
    for (const id of [firm.user.id, theirs.user.id, otherFirm.user.id, crypto.randomUUID()]) {
      for (const kind of ['members', 'invitations']) {
        const response = await t.request({
          method: 'DELETE',
          url: `/api/team/${kind}/${id}`,
          token: firm.token,
        });
        expect(response.statusCode, `${kind} ${id}`).toBe(404);
      }
    }
    const stillIn = await t.request({ method: 'GET', url: '/api/my-leads', token: theirs.token });
    expect(stillIn.statusCode).toBe(200);
    const bad = await t.request({
      method: 'DELETE',
      url: '/api/team/members/42',
      token: firm.token,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('withdraws an invitation: its link stops working and the address may be invited again', async () => {
    const firm = await owner();
    const { token } = await inviteAndReadLink(firm.token, 'maybe@example.test');
    const invitee = (await team(firm.token)).json().data[1];
    // Not yet a colleague to remove: withdrawn instead.
    const asMember = await t.request({
      method: 'DELETE',
      url: `/api/team/members/${invitee.user_id}`,
      token: firm.token,
    });
    expect(asMember.statusCode).toBe(404);
    const revoked = await t.request({
      method: 'DELETE',
      url: `/api/team/invitations/${invitee.user_id}`,
      token: firm.token,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await accept(token)).statusCode).toBe(400);
    expect((await team(firm.token)).json().data).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, firm.partnerId));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'partner.colleague_invited',
      'partner.invitation_revoked',
    ]);
    expect((await inviteAndReadLink(firm.token, 'maybe@example.test')).token).toBeTruthy();
  });
});

describe('what colleagues see', () => {
  it('is the owner’s choice, audited; a value outside the list is a 422', async () => {
    const firm = await owner();
    const set = (colleagues_see: unknown) =>
      t.request({
        method: 'PUT',
        url: '/api/team/visibility',
        token: firm.token,
        payload: { colleagues_see },
      });
    expect((await set('own')).statusCode).toBe(200);
    expect((await team(firm.token)).json().colleagues_see).toBe('own');
    expect((await set('own')).statusCode).toBe(200);
    const bad = await set('everyone');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['colleagues_see']);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, firm.partnerId));
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['partner.colleagues_see_changed', { colleagues_see: 'firm' }, { colleagues_see: 'own' }],
    ]);
  });
});
