import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deliverMail } from '../../../tests/support/mailbox';
import { guestLinks, leadEvents, leads, rateLimits, termSheets } from '../db/schema';
import { sha256 } from '../lib/hash';
import {
  dealRoomLead,
  sendTermSheet,
  tokenFromMail,
  useDealRoomApp,
} from './deal-room.test-support';
import { TERM_SHEET } from '../../../tests/support/factories';

const app = useDealRoomApp();
beforeEach(async () => {
  await app.t.db.delete(rateLimits);
});

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  app.t.request({ method, url, token: app.admin.token, ...(payload ? { payload } : {}) });
const guest = (method: 'GET' | 'POST', url: string, payload?: object, ip = '203.0.113.7') =>
  app.t.request({
    method,
    url,
    remoteAddress: ip,
    headers: { 'user-agent': 'Guest Browser/1.0' },
    ...(payload ? { payload } : {}),
  });
const eventTypes = async (leadId: string) =>
  (
    await app.t.db
      .select({ type: leadEvents.type })
      .from(leadEvents)
      .where(eq(leadEvents.leadId, leadId))
      .orderBy(leadEvents.createdAt)
  ).map((row) => row.type);

describe('composing a term sheet on the lead screen', () => {
  it('starts from the market defaults and the amount the applicant asked for', async () => {
    const lead = await dealRoomLead(app, { amount: 120_000, market: 'NZ', currency: 'NZD' });
    const response = await admin('GET', `/api/leads/${lead.id}/term-sheet`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.term_sheet).toBeNull();
    expect(body.defaults).toMatchObject({
      facility_amount: 120_000,
      interest_rate: 13.5,
      interest_rate_type: 'fixed',
      term_months: 36,
      repayment_frequency: 'monthly',
      establishment_fee: 895,
    });
    expect(body.defaults.repayment_amount).toBeGreaterThan(120_000 / 36);
    expect(body.defaults.expires_on >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('refuses bad terms with a 422 naming each field, and keeps nothing', async () => {
    const lead = await dealRoomLead(app);
    const response = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      facility_amount: -5,
      interest_rate: 12.345,
      repayment_frequency: 'yearly',
      expires_on: '2020-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'facility_amount',
      'interest_rate',
      'repayment_frequency',
    ]);
    const past = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      expires_on: '2020-01-01',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.expires_on).toEqual(['The expiry date cannot be in the past.']);
    const rows = await app.t.db.select().from(termSheets).where(eq(termSheets.leadId, lead.id));
    expect(rows).toEqual([]);
  });

  it('saves at the version read: a stale save answers 409', async () => {
    const lead = await dealRoomLead(app);
    const first = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, TERM_SHEET);
    expect(first.json().term_sheet).toMatchObject({ status: 'draft', version: 1 });
    const second = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      version: 1,
      interest_rate: 10.5,
    });
    expect(second.json().term_sheet).toMatchObject({ interest_rate: 10.5, version: 2 });
    const stale = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 404 for an unknown lead', async () => {
    const response = await admin('GET', `/api/leads/${crypto.randomUUID()}/term-sheet`);
    expect(response.statusCode).toBe(404);
  });
});

describe('sending it to the applicant', () => {
  it('e-mails a link whose token is stored only as a hash, and moves the lead on', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const [link] = await app.t.db.select().from(guestLinks).where(eq(guestLinks.leadId, lead.id));
    expect(link).toMatchObject({
      purpose: 'term-sheet',
      tokenHash: sha256(token),
      sentTo: lead.email,
    });
    // 30 days by default (the guest_link_lifetime_days setting).
    const days = (link!.expiresAt.getTime() - link!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    const dump = await app.t.db.execute(sql`select * from guest_links`);
    expect(JSON.stringify(dump)).not.toContain(token);
    const [moved] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(moved!.status).toBe('term_sheet_sent');
    expect(await eventTypes(lead.id)).toEqual([
      'term_sheet_saved',
      'guest_link_sent',
      'status_changed',
    ]);
  });
});

describe('the guest answering it', () => {
  it('shows the terms, marks them viewed once, and records an acceptance of exactly that content', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    const viewed = await guest('GET', `/api/guest/term-sheet/${token}`);
    expect(viewed.statusCode).toBe(200);
    const body = viewed.json();
    expect(body.context).toMatchObject({ reference: lead.reference, first_name: lead.firstName });
    expect(body.term_sheet).toMatchObject({ ...TERM_SHEET, status: 'viewed', currency: 'AUD' });
    expect(body.term_sheet.content_hash).toMatch(/^[0-9a-f]{64}$/);
    await guest('GET', `/api/guest/term-sheet/${token}`);

    const unticked = await guest('POST', `/api/guest/term-sheet/${token}/accept`, {
      full_name: 'Ada Lovelace',
      agree: false,
      content_hash: body.term_sheet.content_hash,
    });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().errors.agree).toEqual([
      'Tick the box to confirm that you accept these terms.',
    ]);

    const accepted = await guest('POST', `/api/guest/term-sheet/${token}/accept`, {
      full_name: 'Ada Lovelace',
      agree: true,
      content_hash: body.term_sheet.content_hash,
    });
    expect(accepted.statusCode).toBe(200);
    const [sheet] = await app.t.db.select().from(termSheets).where(eq(termSheets.leadId, lead.id));
    expect(sheet).toMatchObject({
      status: 'accepted',
      acceptedName: 'Ada Lovelace',
      acceptedIp: '203.0.113.7',
      acceptedUserAgent: 'Guest Browser/1.0',
      acceptedHash: body.term_sheet.content_hash,
    });
    const [moved] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(moved!.status).toBe('term_sheet_accepted');
    expect(await eventTypes(lead.id)).toEqual([
      'term_sheet_saved',
      'guest_link_sent',
      'status_changed',
      'guest_link_opened',
      'term_sheet_viewed',
      'term_sheet_accepted',
      'status_changed',
    ]);
    const mails = await deliverMail(app.t.db);
    expect(mails.map((mail) => mail.subject)).toContain(
      `Term sheet accepted: ${lead.reference}, ${lead.businessName}`,
    );

    const again = await guest('POST', `/api/guest/term-sheet/${token}/accept`, {
      full_name: 'Ada Lovelace',
      agree: true,
      content_hash: body.term_sheet.content_hash,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This term sheet has already been answered.');
    const edit = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      version: sheet!.version,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses an acceptance of content that changed since the guest read it', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    const read = (await guest('GET', `/api/guest/term-sheet/${token}`)).json();
    const [sheet] = await app.t.db.select().from(termSheets).where(eq(termSheets.leadId, lead.id));
    const revised = await admin('PUT', `/api/leads/${lead.id}/term-sheet`, {
      ...TERM_SHEET,
      interest_rate: 14,
      version: sheet!.version,
    });
    expect(revised.json().term_sheet.status).toBe('draft');

    const whileRevised = (await guest('GET', `/api/guest/term-sheet/${token}`)).json();
    expect(whileRevised.term_sheet).toMatchObject({ status: 'draft', content_hash: null });
    const stale = await guest('POST', `/api/guest/term-sheet/${token}/accept`, {
      full_name: 'Ada Lovelace',
      agree: true,
      content_hash: read.term_sheet.content_hash,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/has changed since you opened it/);

    // Sent again: a new link; the old one stops working.
    const resent = await admin('POST', `/api/leads/${lead.id}/term-sheet/send`, {
      version: revised.json().term_sheet.version,
    });
    expect(resent.statusCode).toBe(200);
    const newToken = await tokenFromMail(lead.email, 'term-sheet', app.t.db);
    expect(newToken).not.toBe(token);
    expect((await guest('GET', `/api/guest/term-sheet/${token}`)).statusCode).toBe(404);
    const current = (await guest('GET', `/api/guest/term-sheet/${newToken}`)).json();
    expect(current.term_sheet.interest_rate).toBe(14);
    expect(current.term_sheet.content_hash).not.toBe(read.term_sheet.content_hash);
  });

  it('shows a sheet past its last day as expired, and refuses to accept it', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    const read = (await guest('GET', `/api/guest/term-sheet/${token}`)).json();
    await app.t.db
      .update(termSheets)
      .set({ expiresOn: '2024-01-31' })
      .where(eq(termSheets.leadId, lead.id));
    const expired = (await guest('GET', `/api/guest/term-sheet/${token}`)).json();
    expect(expired.term_sheet.status).toBe('expired');
    const late = await guest('POST', `/api/guest/term-sheet/${token}/accept`, {
      full_name: 'Ada Lovelace',
      agree: true,
      content_hash: read.term_sheet.content_hash,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/has expired/);
  });

  it('records a decline with its reason and leaves the lead where it is', async () => {
    const lead = await dealRoomLead(app);
    const token = await sendTermSheet(app, lead);
    const empty = await guest('POST', `/api/guest/term-sheet/${token}/decline`, { reason: '  ' });
    expect(empty.statusCode).toBe(422);
    const declined = await guest('POST', `/api/guest/term-sheet/${token}/decline`, {
      reason: 'The rate is too high',
    });
    expect(declined.statusCode).toBe(200);
    const [sheet] = await app.t.db.select().from(termSheets).where(eq(termSheets.leadId, lead.id));
    expect(sheet).toMatchObject({ status: 'declined', declineReason: 'The rate is too high' });
    const [after] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.status).toBe('term_sheet_sent');
  });
});
