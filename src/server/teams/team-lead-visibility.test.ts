import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationPayload, createLead, createPartner } from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { createKeyAs, withKey } from '../api-keys/api-keys.test-support';
import { leads, outbox, partnerMembers } from '../db/schema';
import { filledFormToken, TEST_APP_KEY } from '../leads/leads.test-support';
import { signInAsColleague } from './teams.test-support';

/**
 * Which leads a firm's colleague reads (issue 34): the firm's, or only their own referrals, and
 * never another firm's, whatever id they send, on every partner read of leads.
 */
let t: TestApp;
type Person = { token: string; userId: string };
let ownerA: Person & { partnerId: string };
let colleague: Person & { referralCode: string };
let otherColleague: Person;
let colleagueOfB: Person;
const firmA: Record<'owners' | 'colleagues' | 'others', { id: string; reference: string }> =
  {} as never;
let leadOfB: { id: string; reference: string };

async function personOf(signedIn: { token: string; user: { id: string } }): Promise<Person> {
  return { token: signedIn.token, userId: signedIn.user.id };
}

beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY, APPLY_RATE_LIMIT: '1000' });
  const owner = await t.signIn('partner');
  const [member] = await t.db
    .select()
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, owner.user.id));
  ownerA = { ...(await personOf(owner)), partnerId: member!.partnerId };
  const c = await signInAsColleague(t, ownerA.partnerId);
  colleague = { ...(await personOf(c)), referralCode: c.referralCode };
  otherColleague = await personOf(await signInAsColleague(t, ownerA.partnerId));
  const b = await createPartner(t.db);
  colleagueOfB = await personOf(await signInAsColleague(t, b.partner.id));

  // The colleague's own link, as a guest uses it: the lead is the firm's and records them.
  const applied = await t.request({
    method: 'POST',
    url: '/api/apply',
    payload: {
      form_token: filledFormToken(),
      ...applicationPayload({ referral_code: colleague.referralCode }),
    },
  });
  expect(applied.statusCode).toBe(200);
  const [viaLink] = await t.db
    .select()
    .from(leads)
    .where(eq(leads.reference, applied.json().reference));
  firmA.colleagues = { id: viaLink!.id, reference: viaLink!.reference };
  const ownersLead = await createLead(t.db, {
    partnerId: ownerA.partnerId,
    referredByUserId: ownerA.userId,
  });
  firmA.owners = { id: ownersLead.id, reference: ownersLead.reference };
  const othersLead = await createLead(t.db, {
    partnerId: ownerA.partnerId,
    referredByUserId: otherColleague.userId,
  });
  firmA.others = { id: othersLead.id, reference: othersLead.reference };
  const bLead = await createLead(t.db, { partnerId: b.partner.id, referredByUserId: b.user.id });
  leadOfB = { id: bLead.id, reference: bLead.reference };
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.request({ method: 'GET', url, token });

/** Everything a partner user reads of leads: list, export, dashboard, and each lead by id. */
async function whatTheySee(person: Person) {
  const list = await get(person.token, '/api/my-leads?limit=100');
  expect(list.statusCode).toBe(200);
  const csv = await get(person.token, '/api/my-leads/export');
  expect(csv.statusCode).toBe(200);
  const dashboard = await get(person.token, '/api/dashboard/partner');
  expect(dashboard.statusCode).toBe(200);
  const byId: Record<string, number> = {};
  for (const lead of [...Object.values(firmA), leadOfB])
    byId[lead.reference] = (await get(person.token, `/api/my-leads/${lead.id}`)).statusCode;
  const all = [...Object.values(firmA), leadOfB].map((lead) => lead.reference);
  return {
    list: list
      .json()
      .data.map((row: { reference: string }) => row.reference)
      .sort(),
    total: list.json().total.value,
    exported: all.filter((reference) => csv.body.includes(reference)).sort(),
    counted: dashboard
      .json()
      .by_status.reduce((sum: number, row: { count: number }) => sum + row.count, 0),
    readable: Object.entries(byId)
      .filter(([, status]) => status === 200)
      .map(([reference]) => reference)
      .sort(),
    refused: [...new Set(Object.values(byId).filter((status) => status !== 200))],
  };
}

const setVisibility = (colleagues_see: 'firm' | 'own') =>
  t.request({
    method: 'PUT',
    url: '/api/team/visibility',
    token: ownerA.token,
    payload: { colleagues_see },
  });

describe('a lead referred through a colleague’s own link', () => {
  it('is credited to the firm, records the colleague, and the firm’s owner is told', async () => {
    const [row] = await t.db.select().from(leads).where(eq(leads.id, firmA.colleagues.id));
    expect(row).toMatchObject({ partnerId: ownerA.partnerId, referredByUserId: colleague.userId });
    const notices = await t.db.select().from(outbox).where(eq(outbox.leadId, row!.id));
    expect(notices.map((mail) => mail.template)).toContain('lead-partner-notice');
    const dashboard = await get(colleague.token, '/api/dashboard/partner');
    expect(dashboard.json().referral_code).toBe(colleague.referralCode);
  });
});

describe('what a colleague reads of leads', () => {
  const firmRefs = () =>
    Object.values(firmA)
      .map((lead) => lead.reference)
      .sort();

  it('is the whole firm’s when the owner says so, and never another firm’s', async () => {
    expect((await setVisibility('firm')).statusCode).toBe(200);
    const seen = await whatTheySee(colleague);
    expect(seen).toEqual({
      list: firmRefs(),
      total: 3,
      exported: firmRefs(),
      counted: 3,
      readable: firmRefs(),
      refused: [404],
    });
  });

  it('is only their own referrals when the owner says so; the owner still reads the firm’s', async () => {
    expect((await setVisibility('own')).statusCode).toBe(200);
    const own = [firmA.colleagues.reference];
    expect(await whatTheySee(colleague)).toEqual({
      list: own,
      total: 1,
      exported: own,
      counted: 1,
      readable: own,
      refused: [404],
    });
    const other = await whatTheySee(otherColleague);
    expect(other.list).toEqual([firmA.others.reference]);
    expect(other.readable).toEqual([firmA.others.reference]);
    const owner = await whatTheySee(ownerA);
    expect(owner).toMatchObject({ list: firmRefs(), readable: firmRefs(), counted: 3 });
    // A search for another's reference finds nothing either.
    const searched = await get(colleague.token, `/api/my-leads?q=${firmA.others.reference}`);
    expect(searched.json().data).toEqual([]);
    await setVisibility('firm');
  });

  it('of another firm, with firm A’s ids, is their own firm’s alone: 404 on each of A’s leads', async () => {
    const seen = await whatTheySee(colleagueOfB);
    const theirs = [leadOfB.reference];
    expect(seen).toEqual({
      list: theirs,
      total: 1,
      exported: theirs,
      counted: 1,
      readable: theirs,
      refused: [404],
    });
  });

  it('through the firm’s API key (the owner’s) reads the firm’s leads, and 404 for another firm’s reference', async () => {
    const { secret } = await createKeyAs(t, ownerA.token, ['leads:read']);
    const read = (reference: string) =>
      withKey(t, secret, { method: 'GET', url: `/api/v1/leads/${encodeURIComponent(reference)}` });
    expect((await read(firmA.colleagues.reference)).statusCode).toBe(200);
    expect((await read(leadOfB.reference)).statusCode).toBe(404);
    const listed = await withKey(t, secret, { method: 'GET', url: '/api/v1/leads?limit=100' });
    const references = listed.json().data.map((row: { reference: string }) => row.reference);
    expect(references).not.toContain(leadOfB.reference);
  });
});
