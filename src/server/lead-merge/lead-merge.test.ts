import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGuestLink,
  createLead,
  createOutboxEmail,
  createPartner,
} from '../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  applications,
  auditEvents,
  commissions,
  documentRequests,
  documents,
  guestLinks,
  leadEvents,
  leadStats,
  leads,
  outbox,
  outboxLeads,
  settlements,
  termSheets,
} from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';

/** The AU leads the dashboard's rollups count. */
async function dashboardLeads(): Promise<number> {
  const [row] = await t.db
    .select({ n: sql<number>`coalesce(sum(${leadStats.leads}), 0)::int` })
    .from(leadStats)
    .where(eq(leadStats.market, 'AU'));
  return Number(row!.n);
}

// Issue 33, item 5: an admin merges two leads of one market.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let partnerUser: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  admin = await t.signIn('admin');
  partnerUser = await t.signIn('partner');
});
afterAll(() => t.close());

type Lead = typeof leads.$inferSelect;
const merge = (
  survivor: Lead,
  other: Lead,
  body: Record<string, unknown> = {},
  token = admin.token,
) =>
  t.request({
    method: 'POST',
    url: `/api/leads/${survivor.id}/merge`,
    token,
    payload: {
      other_id: other.id,
      version: survivor.version,
      other_version: other.version,
      take_from_other: [],
      ...body,
    },
  });
const read = async (id: string) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;

const TERM_SHEET_ROW = {
  currency: 'AUD' as const,
  facilityAmount: 80_000,
  interestRateType: 'fixed' as const,
  interestRateBps: 1195,
  termMonths: 24,
  repaymentAmount: 3765,
  repaymentFrequency: 'monthly' as const,
  establishmentFee: 990,
  expiresOn: '2099-12-31',
};

/** One of every child a lead can have, on `lead`. */
async function giveChildren(lead: Lead, sha: string) {
  const { partner } = await createPartner(t.db, { market: 'AU' });
  await t.db.insert(leadEvents).values({
    leadId: lead.id,
    type: 'note',
    actorType: 'user',
    data: { note: `on ${lead.reference}` },
  });
  const mail = await createOutboxEmail(t.db, { leadId: lead.id });
  await t.db.insert(outboxLeads).values({ leadId: lead.id, outboxId: mail.id });
  await createGuestLink(t.db, lead, 'upload', admin.user.id);
  const [request] = await t.db
    .insert(documentRequests)
    .values({ leadId: lead.id, documentType: 'bank_statements' })
    .returning();
  await t.db.insert(documents).values({
    leadId: lead.id,
    requestId: request!.id,
    originalName: 'statement.pdf',
    storedKey: `key-${sha}`,
    mime: 'application/pdf',
    size: 10,
    sha256: sha,
  });
  const [settlement] = await t.db
    .insert(settlements)
    .values({
      leadId: lead.id,
      market: 'AU',
      currency: 'AUD',
      amount: 80_000,
      lender: 'bank',
      settledOn: '2026-01-01',
    })
    .returning();
  await t.db.insert(commissions).values({
    leadId: lead.id,
    partnerId: partner.id,
    market: 'AU',
    amount: 800,
    currency: 'AUD',
    basisType: 'flat',
    basisValue: 800,
    settlementId: settlement!.id,
  });
  return { mailId: mail.id };
}

describe('merge (POST /api/leads/:id/merge)', () => {
  it('moves every child to the survivor, takes the chosen values, and leaves a pointer', async () => {
    const survivor = await createLead(t.db, { businessName: 'Keep Pty Ltd', amount: 50_000 });
    const other = await createLead(t.db, { businessName: 'Other Pty Ltd', amount: 75_000 });
    await t.db.insert(termSheets).values({ leadId: other.id, ...TERM_SHEET_ROW });
    await t.db.insert(applications).values({ leadId: other.id, data: { a: 1 } });
    // The survivor has a request of the same type, and the same file: neither is kept twice.
    const [keptRequest] = await t.db
      .insert(documentRequests)
      .values({ leadId: survivor.id, documentType: 'bank_statements' })
      .returning();
    await t.db.insert(documents).values({
      leadId: survivor.id,
      requestId: keptRequest!.id,
      originalName: 'same.pdf',
      storedKey: 'same-key',
      mime: 'application/pdf',
      size: 10,
      sha256: 'b'.repeat(64),
    });
    await giveChildren(other, 'a'.repeat(64));
    const duplicate = await t.db
      .insert(documents)
      .values({
        leadId: other.id,
        originalName: 'same-again.pdf',
        storedKey: 'same-again',
        mime: 'application/pdf',
        size: 10,
        sha256: 'b'.repeat(64),
      })
      .returning();

    const countedBefore = await dashboardLeads();
    const merged = await merge(survivor, other, { take_from_other: ['amount'] });
    expect(merged.statusCode, merged.body).toBe(200);
    // The dashboard's rollups count the survivor only (migration 0034).
    expect(await dashboardLeads()).toBe(countedBefore - 1);
    expect(merged.json()).toEqual({
      lead_id: survivor.id,
      reference: survivor.reference,
      merged: { id: other.id, reference: other.reference },
    });

    const kept = await read(survivor.id);
    expect(kept).toMatchObject({
      amount: 75_000,
      businessName: 'Keep Pty Ltd',
      version: survivor.version + 1,
    });
    expect(await read(other.id)).toMatchObject({
      mergedInto: survivor.id,
      version: other.version + 1,
    });

    const onOther = async (
      table:
        | typeof guestLinks
        | typeof termSheets
        | typeof applications
        | typeof settlements
        | typeof commissions
        | typeof documents
        | typeof documentRequests
        | typeof outboxLeads,
    ) => t.db.select().from(table).where(eq(table.leadId, other.id));
    for (const table of [
      guestLinks,
      termSheets,
      applications,
      settlements,
      commissions,
      documents,
      documentRequests,
      outboxLeads,
    ]) {
      expect(await onOther(table)).toEqual([]);
    }
    expect(
      await t.db.select().from(termSheets).where(eq(termSheets.leadId, survivor.id)),
    ).toHaveLength(1);
    expect(
      await t.db.select().from(commissions).where(eq(commissions.leadId, survivor.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.leadId, other.id))).toEqual([]);
    const docs = await t.db.select().from(documents).where(eq(documents.leadId, survivor.id));
    expect(docs.map((doc) => doc.sha256).sort()).toEqual(['a'.repeat(64), 'b'.repeat(64)]);
    expect(docs.every((doc) => doc.requestId === keptRequest!.id)).toBe(true);
    expect(docs.find((doc) => doc.id === duplicate[0]!.id)).toBeUndefined();

    // Both timelines say what happened; the other lead's history now reads on the survivor.
    const events = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, survivor.id));
    expect(events.find((event) => event.type === 'note')?.data).toEqual({
      note: `on ${other.reference}`,
    });
    expect(events.find((event) => event.type === 'merged')?.data).toEqual({
      other: { id: other.id, reference: other.reference },
      changes: { amount: { before: 50_000, after: 75_000 } },
    });
    const [pointer] = await t.db.select().from(leadEvents).where(eq(leadEvents.leadId, other.id));
    expect(pointer).toMatchObject({
      type: 'merged_into',
      data: { survivor: { id: survivor.id, reference: survivor.reference } },
    });
    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'lead.merged'), eq(auditEvents.entityId, survivor.id)));
    expect(audit).toMatchObject({
      actorUserId: admin.user.id,
      before: { amount: 50_000 },
      after: { amount: 75_000, merged: other.reference },
    });

    // The merged lead's id leads to the survivor.
    const opened = await t.request({
      method: 'GET',
      url: `/api/leads/${other.id}`,
      token: admin.token,
    });
    expect(opened.statusCode).toBe(308);
    expect(opened.headers.location).toBe(`/api/leads/${survivor.id}`);
    const followed = await t.request({
      method: 'GET',
      url: opened.headers.location!,
      token: admin.token,
    });
    expect(followed.json().lead.reference).toBe(survivor.reference);

    // The lists show the survivor only: the merged lead is not a lead of its own any more.
    for (const q of [survivor.reference, other.reference]) {
      const listed = await t.request({
        method: 'GET',
        url: `/api/leads?market=${survivor.market}&q=${encodeURIComponent(q)}`,
        token: admin.token,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(
        listed.json().data.map((lead: { id: string }) => lead.id),
        q,
      ).toEqual(q === survivor.reference ? [survivor.id] : []);
    }
  });

  it('answers 409 when either lead changed since the admin opened the merge', async () => {
    const survivor = await createLead(t.db);
    const other = await createLead(t.db);
    expect((await merge(survivor, other, { version: survivor.version + 1 })).statusCode).toBe(409);
    expect((await merge(survivor, other, { other_version: other.version + 1 })).statusCode).toBe(
      409,
    );
    expect((await read(other.id)).mergedInto).toBeNull();
    // Merged once, never again.
    expect((await merge(survivor, other)).statusCode).toBe(200);
    const third = await createLead(t.db);
    expect((await merge(third, await read(other.id))).statusCode).toBe(409);
  });

  it('refuses an erased lead either way (409), and its blanks reach no survivor', async () => {
    // Issue 41 finding 5: the erased lead's empty names and address overwrote the survivor's.
    const survivor = await createLead(t.db);
    const erased = await createLead(t.db, { firstName: '', lastName: '', email: '', mobile: '' });
    await t.db.update(leads).set({ erasedAt: new Date() }).where(eq(leads.id, erased.id));
    const fields = { take_from_other: ['first_name', 'last_name', 'email', 'mobile'] };
    const into = await merge(survivor, await read(erased.id), fields);
    expect(into.statusCode, into.body).toBe(409);
    expect(into.json().message).toMatch(/erased/);
    expect((await merge(await read(erased.id), survivor)).statusCode).toBe(409);
    const kept = await read(survivor.id);
    expect([kept.firstName, kept.email]).toEqual([survivor.firstName, survivor.email]);
    expect((await read(erased.id)).mergedInto).toBeNull();
  });

  it('refuses leads of two markets, the same lead, and two leads that both have a term sheet', async () => {
    const au = await createLead(t.db);
    const nz = await createLead(t.db, { market: 'NZ' });
    const otherMarket = await merge(au, nz);
    expect(otherMarket.statusCode).toBe(422);
    expect(otherMarket.json().errors.other_id).toEqual([
      'Only leads of the same market can be merged.',
    ]);
    expect((await merge(au, au)).statusCode).toBe(422);

    const one = await createLead(t.db);
    const two = await createLead(t.db);
    await t.db.insert(termSheets).values([
      { leadId: one.id, ...TERM_SHEET_ROW },
      { leadId: two.id, ...TERM_SHEET_ROW },
    ]);
    expect((await merge(one, two)).statusCode).toBe(409);
    expect((await read(two.id)).mergedInto).toBeNull();
  });

  it('refuses partners (403), even for their own leads, and anyone signed out (401)', async () => {
    const survivor = await createLead(t.db);
    const other = await createLead(t.db);
    expect((await merge(survivor, other, {}, partnerUser.token)).statusCode).toBe(403);
    const signedOut = await t.request({
      method: 'POST',
      url: `/api/leads/${survivor.id}/merge`,
      payload: { other_id: other.id, version: 1, other_version: 1, take_from_other: [] },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await read(other.id)).mergedInto).toBeNull();
  });
});
