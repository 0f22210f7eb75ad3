import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, leadEvents, leads, outbox, partners } from '../db/schema';
import { dealRoomLead } from './deal-room.test-support';
import {
  PDF,
  PNG,
  requestDocuments,
  storedFiles,
  upload,
  useDocumentsApp,
} from './documents.test-support';

const app = useDocumentsApp();

interface Labelled {
  value: string;
  label: string;
}
interface Listed {
  label: string;
  missing: boolean;
  files: { id: string; status: string }[];
}

const adminList = (leadId: string, language = 'en') =>
  app.t.request({
    method: 'GET',
    url: `/api/leads/${leadId}/documents`,
    token: app.admin.token,
    headers: { 'accept-language': language },
  });
const guestRead = (token: string, language = 'en') =>
  app.t.request({
    method: 'GET',
    url: `/api/guest/upload/${token}`,
    headers: { 'accept-language': language },
  });
const review = (leadId: string, documentId: string, payload: Record<string, unknown>) =>
  app.t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/documents/${documentId}/review`,
    token: app.admin.token,
    payload,
  });
const download = (leadId: string, documentId: string) =>
  app.t.request({
    method: 'GET',
    url: `/api/leads/${leadId}/documents/${documentId}/file`,
    token: app.admin.token,
  });

describe('requesting documents', () => {
  it('offers the active document types of the lead’s market, in the reader’s language', async () => {
    const au = await dealRoomLead(app, { market: 'AU' });
    const nz = await dealRoomLead(app, { market: 'NZ' });
    const auTypes = (await adminList(au.id))
      .json()
      .document_types.map((type: Labelled) => type.value);
    const nzTypes = (await adminList(nz.id, 'zh-CN')).json().document_types;
    expect(auTypes).toContain('bas');
    expect(auTypes).not.toContain('gst_returns');
    expect(nzTypes.map((type: Labelled) => type.value)).toContain('gst_returns');
    expect(nzTypes.find((type: Labelled) => type.value === 'bank_statements').label).toBe(
      '银行对账单（近 6 个月）',
    );
  });

  it('adds and removes requests, but refuses another market’s type and never drops one with files', async () => {
    const lead = await dealRoomLead(app);
    const put = (types: string[]) =>
      app.t.request({
        method: 'PUT',
        url: `/api/leads/${lead.id}/document-requests`,
        token: app.admin.token,
        payload: { document_types: types },
      });
    const first = await put(['bank_statements', 'bas', 'tax_returns']);
    expect(first.statusCode).toBe(200);
    expect(first.json().requests.map((request: Listed) => request.label)).toEqual([
      'Bank statements (last 6 months)',
      'BAS statements',
      'Tax returns',
    ]);
    expect((await put(['bank_statements', 'bas'])).json().requests).toHaveLength(2);

    const wrongMarket = await put(['bank_statements', 'gst_returns']);
    expect(wrongMarket.statusCode).toBe(422);
    expect(wrongMarket.json().errors.document_types).toBeDefined();
    expect((await put(['no_such_type'])).statusCode).toBe(422);

    const { token, requestId } = await requestDocuments(app, lead, ['bank_statements', 'bas']);
    const sent = await upload(app, token, { request_id: requestId('bas') }, [
      { name: 'bas.pdf', content: Buffer.from(`${PDF}bas`) },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const refused = await put(['bank_statements']);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be removed/);
    expect((await adminList(lead.id)).json().requests).toHaveLength(2);

    const events = await app.t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'documents_requested')));
    expect(events.map((event) => event.data)).toEqual([
      { added: ['bank_statements', 'bas', 'tax_returns'], removed: [] },
      { added: [], removed: ['tax_returns'] },
    ]);
  });

  it('answers 404 for an unknown lead', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await adminList(missing)).statusCode).toBe(404);
    const put = await app.t.request({
      method: 'PUT',
      url: `/api/leads/${missing}/document-requests`,
      token: app.admin.token,
      payload: { document_types: ['bank_statements'] },
    });
    expect(put.statusCode).toBe(404);
  });
});

describe('the upload, from request to accepted files', () => {
  it('takes a PDF and a PNG, shows the checklist, reviews, and downloads the exact bytes', async () => {
    const lead = await dealRoomLead(app);
    const { token, requestId } = await requestDocuments(app, lead);

    const before = await guestRead(token);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      context: { reference: lead.reference, first_name: lead.firstName },
      max_file_mb: 20,
      max_files: 10,
      requests: [
        { label: 'Bank statements (last 6 months)', missing: true, files: [] },
        { label: 'Photo ID of each director', missing: true, files: [] },
      ],
    });
    const [leadBefore] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(leadBefore!.status).toBe('documents_requested');

    const pdf = await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: 'statement.pdf', content: PDF, type: 'application/pdf' },
    ]);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.json()).toEqual({
      message: 'Thank you: your file has been received.',
      files: [{ name: 'statement.pdf', duplicate: false }],
    });
    const [leadMidway] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(leadMidway!.status).toBe('documents_requested');

    const png = await upload(app, token, { request_id: requestId('photo_id') }, [
      // The browser's claim does not matter: the content decides.
      { name: '护照.png', content: PNG, type: 'application/pdf' },
    ]);
    expect(png.statusCode, png.body).toBe(200);

    const rows = await app.t.db.select().from(documents).where(eq(documents.leadId, lead.id));
    expect(rows.map((row) => [row.originalName, row.mime, row.size])).toEqual(
      expect.arrayContaining([
        ['statement.pdf', 'application/pdf', PDF.length],
        ['护照.png', 'image/png', PNG.length],
      ]),
    );
    for (const row of rows) {
      expect(row.storedKey).toMatch(/^[0-9a-f-]{36}$/);
      expect(storedFiles(app)).toContain(row.storedKey);
    }
    const [leadAfter] = await app.t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(leadAfter!.status).toBe('documents_received');
    const uploadedEvents = await app.t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, lead.id), eq(leadEvents.type, 'document_uploaded')));
    expect(
      uploadedEvents.map((event) => [event.actorType, (event.data as { name: string }).name]),
    ).toEqual(
      expect.arrayContaining([
        ['guest_link', 'statement.pdf'],
        ['guest_link', '护照.png'],
      ]),
    );
    const notices = (await app.t.db.select().from(outbox).where(eq(outbox.leadId, lead.id)))
      .filter((mail) => mail.template === 'deal-room-admin')
      .map((mail) => [mail.data.notice, mail.data.detail]);
    expect(notices).toEqual([
      ['documents_uploaded', 'statement.pdf'],
      ['documents_uploaded', '护照.png'],
    ]);

    // The admin's checklist; a rejection needs a reason, which the guest then reads.
    const checklist = (await adminList(lead.id)).json().requests;
    expect(
      checklist.map((request: Listed) => [
        request.missing,
        request.files.map((file) => file.status),
      ]),
    ).toEqual([
      [false, ['pending']],
      [false, ['pending']],
    ]);
    const pdfId = checklist[0].files[0].id;
    const pngId = checklist[1].files[0].id;
    const noReason = await review(lead.id, pdfId, { status: 'rejected' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual([
      'Say why the file is rejected: the applicant will read it.',
    ]);
    expect((await review(lead.id, pdfId, { status: 'maybe' })).statusCode).toBe(422);
    const rejected = await review(lead.id, pdfId, {
      status: 'rejected',
      reason: 'Only 3 months: please send 6.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().file).toMatchObject({
      status: 'rejected',
      reject_reason: 'Only 3 months: please send 6.',
    });
    expect((await review(lead.id, pngId, { status: 'accepted' })).json().file.status).toBe(
      'accepted',
    );
    const guestView = (await guestRead(token)).json();
    expect(guestView.requests[0]).toMatchObject({
      missing: true,
      files: [
        {
          name: 'statement.pdf',
          status: 'rejected',
          reject_reason: 'Only 3 months: please send 6.',
        },
      ],
    });
    expect(guestView.requests[1]).toMatchObject({
      missing: false,
      files: [{ status: 'accepted' }],
    });
    // Never a way to the file for the guest.
    expect(JSON.stringify(guestView)).not.toMatch(/stored|\/file|mime/);

    const file = await download(lead.id, pngId);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="__.png"; filename*=UTF-8''${encodeURIComponent('护照.png')}`,
    );
    const pdfFile = await download(lead.id, pdfId);
    expect(pdfFile.rawPayload.equals(PDF)).toBe(true);
    expect(pdfFile.headers['content-disposition']).toBe(
      `attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`,
    );
  });

  it('answers 404 for another lead’s document on the admin routes', async () => {
    const lead = await dealRoomLead(app);
    const other = await dealRoomLead(app);
    const { token, requestId } = await requestDocuments(app, lead, ['bank_statements']);
    await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: 'mine.pdf', content: Buffer.from(`${PDF}other lead`) },
    ]);
    const [row] = await app.t.db.select().from(documents).where(eq(documents.leadId, lead.id));
    for (const answer of [
      await download(other.id, row!.id),
      await review(other.id, row!.id, { status: 'accepted' }),
      await download(lead.id, '00000000-0000-4000-8000-000000000000'),
      await download(lead.id, 'not-an-id'),
    ]) {
      expect(answer.statusCode).toBe(404);
    }
    const [unchanged] = await app.t.db.select().from(documents).where(eq(documents.id, row!.id));
    expect(unchanged!.status).toBe('pending');
  });
});

describe('what a partner sees of the documents', () => {
  it('only how many are outstanding, never a name', async () => {
    const partnerUser = await app.t.signIn('partner');
    const [partner] = await app.t.db
      .select()
      .from(partners)
      .where(eq(partners.userId, partnerUser.user.id));
    const lead = await dealRoomLead(app, { partnerId: partner!.id });
    const mine = () =>
      app.t.request({ method: 'GET', url: `/api/my-leads/${lead.id}`, token: partnerUser.token });
    expect((await mine()).json().documents).toBeNull();

    const { token, requestId } = await requestDocuments(app, lead);
    await upload(app, token, { request_id: requestId('bank_statements') }, [
      { name: 'secret-statement-name.pdf', content: Buffer.from(`${PDF}partner`) },
    ]);
    const answer = await mine();
    expect(answer.statusCode).toBe(200);
    expect(answer.json().documents).toEqual({ requested: 2, outstanding: 1 });
    expect(answer.body).not.toContain('secret-statement-name');
    expect(answer.body).not.toMatch(/Bank statements|bank_statements|Photo ID|photo_id/);
    // The admin routes stay closed to partners.
    const list = await app.t.request({
      method: 'GET',
      url: `/api/leads/${lead.id}/documents`,
      token: partnerUser.token,
    });
    expect(list.statusCode).toBe(403);
  });
});
