import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { deliverMail } from '../../../tests/support/mailbox';
import { dealRoomLead } from '../deal-room/deal-room.test-support';
import {
  PDF,
  requestDocuments,
  upload,
  useDocumentsApp,
} from '../deal-room/documents.test-support';
import { documents, guestLinks, outbox } from '../db/schema';

const app = useDocumentsApp();

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

/** A lead in `locale` with one uploaded file waiting for review; its upload token and file id. */
async function leadWithFile(locale: string) {
  const lead = await dealRoomLead(app, { locale });
  const { token, requestId } = await requestDocuments(app, lead, ['bank_statements']);
  const sent = await upload(app, token, { request_id: requestId('bank_statements') }, [
    { name: 'march.pdf', content: Buffer.from(`${PDF}${Math.random()}`) },
  ]);
  expect(sent.statusCode, sent.body).toBe(200);
  const [file] = await app.t.db.select().from(documents).where(eq(documents.leadId, lead.id));
  await deliverMail(app.t.db);
  return { lead, token, fileId: file!.id };
}

const reject = (leadId: string, fileId: string, reason: string) =>
  app.t.request({
    method: 'POST',
    url: `/api/leads/${leadId}/documents/${fileId}/review`,
    token: app.admin.token,
    payload: { status: 'rejected', reason },
  });

describe('the applicant hears that a document was rejected', () => {
  it('with the reason and a link to send the new file, ending with theirs, in their language', async () => {
    const { lead, token, fileId } = await leadWithFile('es');
    const [original] = await app.t.db
      .select()
      .from(guestLinks)
      .where(and(eq(guestLinks.leadId, lead.id), eq(guestLinks.purpose, 'upload')));
    expect((await reject(lead.id, fileId, 'Falta la página 2.')).statusCode).toBe(200);
    const mails = (await deliverMail(app.t.db)).filter((mail) => mail.to === lead.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Hay que reemplazar un documento de su solicitud ${lead.reference}`);
    expect(mail!.text).toContain('«march.pdf»');
    expect(mail!.text).toContain('Falta la página 2.');
    const day = new Intl.DateTimeFormat('es', {
      dateStyle: 'long',
      timeZone: 'Australia/Sydney',
    }).format(original!.expiresAt);
    expect(mail!.text).toContain(`el enlace funciona hasta el ${day}`);

    // The e-mail's link opens the upload page with the reason, and ends when theirs ends.
    const sent = /https:\/\/app\.test\/upload\/([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(sent).toBeDefined();
    expect(sent).not.toBe(token);
    for (const link of [sent!, token]) {
      const page = await app.t.request({ method: 'GET', url: `/api/guest/upload/${link}` });
      expect(page.statusCode).toBe(200);
      expect(page.json().requests[0].files[0]).toMatchObject({
        status: 'rejected',
        reject_reason: 'Falta la página 2.',
      });
    }
    const links = await app.t.db
      .select({ expiresAt: guestLinks.expiresAt, revokedAt: guestLinks.revokedAt })
      .from(guestLinks)
      .where(and(eq(guestLinks.leadId, lead.id), eq(guestLinks.purpose, 'upload')));
    expect(links).toEqual([
      { expiresAt: original!.expiresAt, revokedAt: null },
      { expiresAt: original!.expiresAt, revokedAt: null },
    ]);
    // Sent, the e-mail keeps no copy of its link (decision 0058).
    const [row] = await app.t.db
      .select({ data: outbox.data })
      .from(outbox)
      .where(and(eq(outbox.leadId, lead.id), eq(outbox.template, 'document-rejected')));
    expect(row!.data).not.toHaveProperty('token');
    expect(await timelineEmails(lead.id)).toContainEqual(['document-rejected', lead.email]);
  });

  it('once the link has expired: no link, word that the firm will send a new one', async () => {
    const { lead, fileId } = await leadWithFile('en');
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(and(eq(guestLinks.leadId, lead.id), eq(guestLinks.purpose, 'upload')));
    expect((await reject(lead.id, fileId, 'Blurred scan')).statusCode).toBe(200);
    const [mail] = (await deliverMail(app.t.db)).filter((sent) => sent.to === lead.email);
    expect(mail!.subject).toBe(`A document for your application ${lead.reference} needs replacing`);
    expect(mail!.text).toContain('Blurred scan');
    expect(mail!.text).toContain('we will send you a new one shortly');
    expect(mail!.text).not.toContain('works until');
  });

  it('not when a file is accepted', async () => {
    const { lead, fileId } = await leadWithFile('en');
    const accepted = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/documents/${fileId}/review`,
      token: app.admin.token,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await deliverMail(app.t.db)).filter((mail) => mail.to === lead.email)).toEqual([]);
  });
});

describe('an admin hears that leads were assigned to them', () => {
  it('one lead, by someone else: in their language, with a link to the lead, in its timeline', async () => {
    const colleague = await app.t.signIn('admin', { locale: 'zh-CN' });
    const lead = await createLead(app.t.db);
    const assigned = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/assignment`,
      token: app.admin.token,
      payload: { version: 1, admin_id: colleague.user.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const mails = (await deliverMail(app.t.db)).filter((mail) => mail.to === colleague.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`线索 ${lead.reference} 已分配给您`]);
    expect(mails[0]!.text).toContain(`${app.admin.user.name} 已将线索 ${lead.reference} 分配给您`);
    expect(mails[0]!.text).toContain(`https://app.test/lead/${lead.id}`);
    expect(await timelineEmails(lead.id)).toContainEqual(['lead-assigned', colleague.user.email]);
  });

  it('not when an admin takes a lead themselves, nor when a lead is unassigned', async () => {
    const lead = await createLead(app.t.db);
    const own = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/assignment`,
      token: app.admin.token,
      payload: { version: 1, admin_id: app.admin.user.id },
    });
    expect(own.statusCode, own.body).toBe(200);
    const off = await app.t.request({
      method: 'POST',
      url: `/api/leads/${lead.id}/assignment`,
      token: app.admin.token,
      payload: { version: 2, admin_id: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    const bulkOwn = await app.t.request({
      method: 'POST',
      url: '/api/leads/bulk/assign',
      token: app.admin.token,
      payload: { ids: [lead.id], assigned_to: app.admin.user.id },
    });
    expect(bulkOwn.statusCode, bulkOwn.body).toBe(200);
    expect(
      (await deliverMail(app.t.db)).filter((mail) => mail.to === app.admin.user.email),
    ).toEqual([]);
    expect(await timelineEmails(lead.id)).toEqual([]);
  });

  it('a bulk assignment: one e-mail listing the leads, shown in each lead’s timeline', async () => {
    const colleague = await app.t.signIn('admin', { locale: 'fr' });
    const leads = [await createLead(app.t.db), await createLead(app.t.db)];
    const response = await app.t.request({
      method: 'POST',
      url: '/api/leads/bulk/assign',
      token: app.admin.token,
      payload: { ids: leads.map((lead) => lead.id), assigned_to: colleague.user.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mails = (await deliverMail(app.t.db)).filter((mail) => mail.to === colleague.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['2 prospects vous sont attribués']);
    for (const lead of leads) {
      expect(mails[0]!.text).toContain(lead.reference);
      expect(await timelineEmails(lead.id)).toContainEqual(['lead-assigned', colleague.user.email]);
    }
  });
});
