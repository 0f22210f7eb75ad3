import { eq, inArray } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { faker } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createLead, createOutboxEmail, createPartner } from '../../../tests/support/factories';
import {
  PDF,
  requestDocuments,
  storedFiles,
  upload,
  useDocumentsApp,
} from '../deal-room/documents.test-support';
import {
  auditEvents,
  commissions,
  documents,
  guestLinks,
  leadEvents,
  leads,
  outbox,
  partners,
  privacyRequests,
} from '../db/schema';
import { sha256 } from '../lib/hash';

// Issue 33 item 6 (decision 0072): an applicant's data exported whole, erased on request with
// what the law keeps, and closed leads de-identified by the retention setting.

const app = useDocumentsApp();

const post = (url: string, payload: Record<string, unknown>, token = app.admin.token) =>
  app.t.request({ method: 'POST', url, payload, token });

/** One applicant with a lead in each market, a note, a document and an e-mail sent to them. */
async function applicantWithHistory() {
  const email = `privacy-${faker.string.alphanumeric(8).toLowerCase()}@example.test`;
  const { partner } = await createPartner(app.t.db, { company: 'Referrer & Co' });
  const au = await createLead(app.t.db, {
    email,
    firstName: 'Ada',
    lastName: 'Nguyen',
    businessName: 'Nguyen Plumbing',
    businessNumber: '51824753556',
    partnerId: partner.id,
    status: 'qualified',
  });
  const nz = await createLead(app.t.db, {
    email: ` ${email.toUpperCase()}  `,
    market: 'NZ',
    firstName: 'Ada',
    lastName: 'Nguyen',
  });
  const noted = await post(`/api/leads/${au.id}/notes`, { note: 'Called Ada on her mobile' });
  expect(noted.statusCode, noted.body).toBe(200);
  const { token, requestId } = await requestDocuments(app, au);
  const sent = await upload(app, token, { request_id: requestId('bank_statements') }, [
    { name: 'ada-statement.pdf', content: PDF },
  ]);
  expect(sent.statusCode, sent.body).toBe(200);
  await createOutboxEmail(app.t.db, { leadId: nz.id, recipient: email, status: 'sent' });
  await createOutboxEmail(app.t.db, { leadId: nz.id, recipient: email, status: 'pending' });
  await app.t.db.insert(commissions).values({
    leadId: au.id,
    partnerId: partner.id,
    market: 'AU',
    amount: 1_200,
    currency: 'AUD',
    basisType: 'flat',
    basisValue: 1_200,
  });
  return { email, au, nz, partner };
}

describe('looking an applicant up', () => {
  it('finds their leads of both markets by e-mail, in any case and with spaces', async () => {
    const { email, au, nz } = await applicantWithHistory();
    const found = await post('/api/privacy/lookup', { email: ` ${email.toUpperCase()}` });
    expect(found.statusCode, found.body).toBe(200);
    const leadsFound = found.json().leads as { id: string; market: string; name: string }[];
    expect(leadsFound.map((lead) => lead.id).sort()).toEqual([au.id, nz.id].sort());
    expect(leadsFound.every((lead) => lead.name === 'Ada Nguyen')).toBe(true);
  });

  it('answers 422 naming the field for an address that is not one', async () => {
    const found = await post('/api/privacy/lookup', { email: 'not an address' });
    expect(found.statusCode).toBe(422);
    expect(Object.keys(found.json().errors)).toEqual(['email']);
  });

  it('is for admins only: a partner gets 403 on every privacy route', async () => {
    const partner = await app.t.signIn('partner');
    const { email, au } = await applicantWithHistory();
    for (const [url, payload] of [
      ['/api/privacy/lookup', { email }],
      ['/api/privacy/exports', { email }],
      ['/api/privacy/erasures', { email, lead_ids: [au.id] }],
    ] as const) {
      expect((await post(url, payload, partner.token)).statusCode, url).toBe(403);
    }
    const list = await app.t.request({
      method: 'GET',
      url: '/api/privacy/requests',
      token: partner.token,
    });
    expect(list.statusCode).toBe(403);
    const [lead] = await app.t.db.select().from(leads).where(eq(leads.id, au.id));
    expect(lead!.erasedAt).toBeNull();
  });
});

describe('exporting an applicant’s data', () => {
  it('sends one ZIP with every lead, its timeline, the e-mails to them and their documents', async () => {
    const { email, au, nz } = await applicantWithHistory();
    const response = await post('/api/privacy/exports', { email });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="personal-data-/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      email: string;
      leads: {
        reference: string;
        firstName: string;
        timeline: { type: string; data: Record<string, unknown> }[];
        documents: { file: string; originalName: string }[];
        consentText: string;
      }[];
      emails: { recipient: string; status: string }[];
    };
    expect(data.email).toBe(email);
    expect(data.leads.map((lead) => lead.reference).sort()).toEqual(
      [au.reference, nz.reference].sort(),
    );
    const auData = data.leads.find((lead) => lead.reference === au.reference)!;
    expect(auData.firstName).toBe('Ada');
    expect(auData.consentText).toBe('I agree.');
    expect(auData.timeline.find((event) => event.type === 'note')?.data.text).toBe(
      'Called Ada on her mobile',
    );
    expect(auData.documents).toHaveLength(1);
    const documentFile = auData.documents[0]!.file;
    expect(documentFile).toMatch(new RegExp(`^documents/${au.reference}/1-`));
    expect(Buffer.from(files[documentFile]!).equals(PDF)).toBe(true);
    // The upload link, and the two e-mails of the set-up.
    expect(data.emails.filter((message) => message.recipient === email)).toHaveLength(3);
    // The request is recorded without the address, and audited.
    const [request] = await app.t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.subjectHash, sha256(email)));
    expect(request).toMatchObject({ kind: 'export', actorUserId: app.admin.user.id });
    const audited = await app.t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, request!.id));
    expect(audited.map((row) => row.action)).toEqual(['privacy.exported']);
  });

  it('answers 404 when no lead holds the address', async () => {
    const response = await post('/api/privacy/exports', { email: 'nobody-here@example.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No lead holds this e-mail.');
  });
});

describe('erasing an applicant on request', () => {
  it('removes the person from every lead and keeps the reference, figures, commission and consent', async () => {
    const { email, au, nz, partner } = await applicantWithHistory();
    const before = storedFiles(app).length;
    const [{ status }] = (await app.t.db.select().from(leads).where(eq(leads.id, au.id))) as [
      typeof au,
    ];
    const response = await post('/api/privacy/erasures', { email, lead_ids: [au.id, nz.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().references).toEqual([au.reference, nz.reference].sort());

    const rows = await app.t.db
      .select()
      .from(leads)
      .where(inArray(leads.id, [au.id, nz.id]));
    for (const lead of rows) {
      expect(lead).toMatchObject({
        firstName: '',
        lastName: '',
        email: '',
        mobile: '',
        businessName: null,
        businessNumber: null,
        consentIp: '',
        consentUserAgent: '',
        consentText: 'I agree.',
      });
      expect(lead.erasedAt).not.toBeNull();
    }
    const auRow = rows.find((lead) => lead.id === au.id)!;
    expect(auRow).toMatchObject({
      reference: au.reference,
      amount: au.amount,
      status,
      partnerId: partner.id,
    });
    // Documents: rows and files gone; links revoked; the note's words gone, its time kept.
    expect(await app.t.db.select().from(documents).where(eq(documents.leadId, au.id))).toEqual([]);
    expect(storedFiles(app).length).toBe(before - 1);
    expect(await app.t.db.select().from(guestLinks).where(eq(guestLinks.leadId, au.id))).toEqual(
      [],
    );
    const events = await app.t.db.select().from(leadEvents).where(eq(leadEvents.leadId, au.id));
    expect(JSON.stringify(events)).not.toContain('Ada');
    expect(
      events.find(
        (event) => event.type === 'redacted' && (event.data as { was?: string }).was === 'note',
      ),
    ).toBeDefined();
    expect(events.filter((event) => event.type === 'privacy_erased')).toHaveLength(1);
    // E-mails: the pending one is not sent; the sent one keeps its state, not the address.
    const mails = await app.t.db.select().from(outbox).where(eq(outbox.leadId, nz.id));
    expect(mails.map((mail) => [mail.status, mail.recipient])).toEqual([['sent', '']]);
    // The commission stays, and the fact of the request.
    expect(
      await app.t.db.select().from(commissions).where(eq(commissions.leadId, au.id)),
    ).toHaveLength(1);
    const [request] = await app.t.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.subjectHash, sha256(email)));
    expect(request).toMatchObject({
      kind: 'erasure',
      leadReferences: [au.reference, nz.reference].sort(),
    });
    // Nothing left to find.
    const again = await post('/api/privacy/lookup', { email });
    expect(again.json().leads).toEqual([]);
  });

  it('refuses with 409 and erases nothing when the leads shown are not all of the person’s', async () => {
    const { email, au, nz } = await applicantWithHistory();
    const response = await post('/api/privacy/erasures', { email, lead_ids: [au.id] });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/changed since you looked/);
    const rows = await app.t.db
      .select()
      .from(leads)
      .where(inArray(leads.id, [au.id, nz.id]));
    expect(rows.every((lead) => lead.erasedAt === null && lead.firstName === 'Ada')).toBe(true);
  });

  it('answers 422 for lead ids that are not ids, before anything', async () => {
    const response = await post('/api/privacy/erasures', {
      email: 'a@example.test',
      lead_ids: ['1 or 1=1'],
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['lead_ids.0']);
  });

  it('leaves the referring partner the stage only, with their other partner’s ids refused', async () => {
    const partnerUser = await app.t.signIn('partner');
    const [own] = await app.t.db
      .select()
      .from(partners)
      .where(eq(partners.userId, partnerUser.user.id));
    const email = `stage-${faker.string.alphanumeric(8).toLowerCase()}@example.test`;
    const lead = await createLead(app.t.db, {
      email,
      partnerId: own!.id,
      firstName: 'Bo',
      lastName: 'Chan',
      status: 'contacted',
    });
    expect((await post('/api/privacy/erasures', { email, lead_ids: [lead.id] })).statusCode).toBe(
      200,
    );
    const seen = await app.t.request({
      method: 'GET',
      url: `/api/my-leads/${lead.id}`,
      token: partnerUser.token,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().lead).toMatchObject({
      reference: lead.reference,
      status: 'contacted',
      first_name: '',
      last_name: '',
      business_name: null,
    });
    const other = await createLead(app.t.db, {
      partnerId: (await createPartner(app.t.db)).partner.id,
    });
    const refused = await app.t.request({
      method: 'GET',
      url: `/api/my-leads/${other.id}`,
      token: partnerUser.token,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses to edit an erased lead or to e-mail it a link, with 409 and the reason', async () => {
    const email = `after-${faker.string.alphanumeric(8).toLowerCase()}@example.test`;
    const lead = await createLead(app.t.db, { email, status: 'qualified' });
    expect((await post('/api/privacy/erasures', { email, lead_ids: [lead.id] })).statusCode).toBe(
      200,
    );
    const [row] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    const edited = await app.t.request({
      method: 'PATCH',
      url: `/api/leads/${lead.id}`,
      token: app.admin.token,
      payload: { version: row!.version, first_name: 'Typed back' },
    });
    expect(edited.statusCode, edited.body).toBe(409);
    expect(edited.json().message).toMatch(/data was erased/);
    const link = await post(`/api/leads/${lead.id}/guest-links`, { purpose: 'upload' });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toMatch(/data was erased/);
    const [after] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(after!.firstName).toBe('');
  });
});
