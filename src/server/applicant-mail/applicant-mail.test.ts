import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLead } from '../../../tests/support/factories';
import { startSmtp } from '../../../tests/support/smtp-peer';
import { createTestApp, testConfig, type TestApp } from '../../../tests/support/test-app';
import { auditEvents, outbox, partners } from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { processOutboxOnce, workerOptionsFrom } from '../mail/outbox-worker';
import { smtpTransport } from '../mail/transport';
import { mimeParts, templateContent } from './applicant-mail.test-support';

let t: TestApp;
let admin: { token: string; name: string; id: string };
let partnerToken: string;
let partnerId: string;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  const signedIn = await t.signIn('admin', { name: 'Grace Admin' });
  admin = { token: signedIn.token, name: signedIn.user.name, id: signedIn.user.id };
  const partner = await t.signIn('partner');
  partnerToken = partner.token;
  const [row] = await t.db.select().from(partners).where(eq(partners.userId, partner.user.id));
  partnerId = row!.id;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(outbox);
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.request({ method, url, token: admin.token, payload });
const fieldErrors = (response: { json(): unknown }) =>
  (response.json() as { errors: Record<string, string[]> }).errors;
const leadOutbox = (leadId: string) => t.db.select().from(outbox).where(eq(outbox.leadId, leadId));

async function createTemplate(
  name: string,
  en = { subject: 'Hello', body: 'Dear {{first_name}}' },
) {
  const response = await asAdmin('POST', '/api/mail-templates', {
    name,
    content: templateContent(en),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as string;
}

describe('e-mail templates', () => {
  it('are added, listed, edited, archived and restored by admins, each change audited', async () => {
    const id = await createTemplate('Missing documents');
    const listed = await asAdmin('GET', '/api/mail-templates');
    expect(listed.json().data).toContainEqual(
      expect.objectContaining({ id, name: 'Missing documents', archived: false }),
    );
    expect(listed.json().data.find((row: { id: string }) => row.id === id).content.fr).toEqual({
      subject: 'Hello (fr)',
      body: 'Dear {{first_name}} (fr)',
    });

    const edited = await asAdmin('PATCH', `/api/mail-templates/${id}`, {
      name: 'Documents still missing',
      content: templateContent({ subject: 'About {{reference}}', body: 'Hi {{applicant_name}}' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toBe('The template is saved.');

    const archived = await asAdmin('PATCH', `/api/mail-templates/${id}`, { archived: true });
    expect(archived.json().message).toMatch(/archived/);
    const inUse = (await asAdmin('GET', '/api/mail-templates')).json().data;
    expect(inUse.map((row: { id: string }) => row.id)).not.toContain(id);
    const archivedList = (await asAdmin('GET', '/api/mail-templates?archived=true')).json().data;
    expect(archivedList).toContainEqual(
      expect.objectContaining({ id, name: 'Documents still missing', archived: true }),
    );
    await asAdmin('PATCH', `/api/mail-templates/${id}`, { archived: false });
    expect((await asAdmin('GET', '/api/mail-templates')).json().data).toContainEqual(
      expect.objectContaining({ id, archived: false }),
    );

    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
    expect(audit.map((row) => [row.action, row.actorUserId]).sort()).toEqual(
      [
        ['applicant_mail_template.archived', admin.id],
        ['applicant_mail_template.created', admin.id],
        ['applicant_mail_template.restored', admin.id],
        ['applicant_mail_template.updated', admin.id],
      ].sort(),
    );
  });

  it('refuses unknown variables with a 422 naming them under each field at fault', async () => {
    const content = templateContent({ subject: 'Re {{ reference }}', body: 'Dear {{first_name}}' });
    content.en = { subject: 'Re {{ reference }}', body: 'Dear {{aplicant_name}}' };
    content.fr = { subject: 'Votre dossier {{ref}} {{ref}} {{firm}}', body: 'Bonjour' };
    const response = await asAdmin('POST', '/api/mail-templates', { name: 'Typo', content });
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)).toEqual({
      'content.en.body': ['Unknown variable: {{aplicant_name}}. Use only the variables listed.'],
      'content.fr.subject': ['Unknown variable: {{ref}}, {{firm}}. Use only the variables listed.'],
    });
    const names = (await asAdmin('GET', '/api/mail-templates'))
      .json()
      .data.map((row: { name: string }) => row.name);
    expect(names).not.toContain('Typo');
  });

  it('asks for a name and every language, and a name no other template has', async () => {
    const content = templateContent({ subject: 'Hi', body: 'Body' });
    delete content['zh-CN'];
    const missing = await asAdmin('POST', '/api/mail-templates', { name: ' ', content });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(fieldErrors(missing)).sort()).toEqual(['content.zh-CN', 'name']);

    const id = await createTemplate('Welcome pack');
    const again = await asAdmin('POST', '/api/mail-templates', {
      name: 'WELCOME PACK',
      content: templateContent({ subject: 'Hi', body: 'Body' }),
    });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)).toEqual({ name: ['Another template already has this name.'] });
    const other = await createTemplate('Another');
    const rename = await asAdmin('PATCH', `/api/mail-templates/${other}`, { name: 'welcome pack' });
    expect(fieldErrors(rename)).toEqual({ name: ['Another template already has this name.'] });
    expect(
      (await asAdmin('PATCH', `/api/mail-templates/${id}`, { name: 'Welcome Pack' })).statusCode,
    ).toBe(200);
    const unknown = await asAdmin(
      'PATCH',
      '/api/mail-templates/00000000-0000-4000-8000-000000000000',
      {
        archived: true,
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('are refused to partners and guests', async () => {
    const id = await createTemplate('Partner cannot see');
    for (const [method, url, payload] of [
      ['GET', '/api/mail-templates', undefined],
      [
        'POST',
        '/api/mail-templates',
        { name: 'x', content: templateContent({ subject: 'a', body: 'b' }) },
      ],
      ['PATCH', `/api/mail-templates/${id}`, { archived: true }],
    ] as const) {
      expect((await t.request({ method, url, token: partnerToken, payload })).statusCode).toBe(403);
      expect((await t.request({ method, url, payload })).statusCode).toBe(401);
    }
    const [row] = (await asAdmin('GET', '/api/mail-templates'))
      .json()
      .data.filter((template: { id: string }) => template.id === id);
    expect(row.archived).toBe(false);
  });
});

describe('an e-mail to the applicant', () => {
  const compose = (overrides: Record<string, unknown> = {}) => ({
    locale: 'fr',
    subject: 'Votre dossier {{reference}} chez {{firm_name}}',
    body: 'Bonjour {{first_name}},\n\nIl nous manque **deux** relevés pour {{business_name}} : <script>alert(1)</script>\n\n- mars\n- avril\n\n{{admin_name}}',
    ...overrides,
  });

  it('is sent through the outbox exactly as previewed, in the chosen language, and shows in the timeline with its state', async () => {
    const lead = await createLead(t.db, {
      firstName: 'Ana',
      lastName: 'Dupont',
      locale: 'fr',
      businessName: 'Dupont $& Fils',
    });
    const preview = await asAdmin(
      'POST',
      `/api/leads/${lead.id}/applicant-mail/preview`,
      compose(),
    );
    expect(preview.statusCode, preview.body).toBe(200);
    const shown = preview.json();
    expect(shown.to).toBe(lead.email);
    expect(shown.subject).toBe(`Votre dossier ${lead.reference} chez LendRef`);
    expect(shown.html).toContain('<strong>deux</strong>');
    expect(shown.html).toContain('Dupont $&amp; Fils');
    expect(shown.html).toContain('&lt;script&gt;');
    expect(shown.html).not.toContain('<script>');
    expect(shown.html).toContain('<li>avril</li>');
    expect(shown.text).toContain('Bonjour Ana,');
    expect(shown.text).toContain('Grace Admin');
    // The preview queues nothing.
    expect(await leadOutbox(lead.id)).toEqual([]);

    const template = await createTemplate('For the send');
    const sent = await asAdmin('POST', `/api/leads/${lead.id}/applicant-mail`, {
      ...compose(),
      template_id: template,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'pending' });
    const emailId = sent.json().email_id as string;

    const timeline = async () =>
      (await asAdmin('GET', `/api/leads/${lead.id}/timeline`))
        .json()
        .data.find((item: { id: string }) => item.id === emailId);
    expect(await timeline()).toMatchObject({
      kind: 'email',
      template: 'applicant-message',
      recipient: lead.email,
      status: 'pending',
      subject: shown.subject,
      sender_name: 'Grace Admin',
    });

    const smtp = await startSmtp();
    try {
      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      const options = { ...workerOptionsFrom(testConfig()), appKey: TEST_APP_KEY };
      expect(await processOutboxOnce(t.db, transport, options)).toMatchObject({ sent: 1 });
      transport.close();
    } finally {
      await smtp.stop();
    }
    expect(smtp.received.map((mail) => mail.to)).toEqual([[lead.email]]);
    const received = mimeParts(smtp.received[0]!.raw);
    // Byte for byte, but for the line ends SMTP and the MIME encoding add.
    expect(received).toEqual({
      subject: shown.subject,
      text: (shown.text as string).trimEnd(),
      html: (shown.html as string).trimEnd(),
    });
    expect(await timeline()).toMatchObject({ status: 'sent', last_error: null });

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, lead.id), eq(auditEvents.action, 'lead.applicant_emailed')),
      );
    expect(audit).toMatchObject({
      actorUserId: admin.id,
      entityType: 'lead',
      after: {
        email_id: emailId,
        template_id: template,
        recipient: lead.email,
        locale: 'fr',
        subject: shown.subject,
      },
    });
  });

  it('is written in the language chosen: each language of a template renders its own words', async () => {
    const lead = await createLead(t.db, { locale: 'zh-CN', firstName: '伟' });
    const response = await asAdmin(
      'POST',
      `/api/leads/${lead.id}/applicant-mail/preview`,
      compose({ locale: 'zh-CN', subject: '关于 {{reference}}', body: '{{first_name}}，您好' }),
    );
    expect(response.json()).toMatchObject({ subject: `关于 ${lead.reference}` });
    expect(response.json().html).toContain('<html lang="zh-CN">');
    expect(response.json().text).toContain('伟，您好');
  });

  it('refuses an empty subject or body, unknown variables and an unknown language with 422s, queuing nothing', async () => {
    const lead = await createLead(t.db);
    const url = `/api/leads/${lead.id}/applicant-mail`;
    const empty = await asAdmin('POST', url, compose({ subject: '  ', body: '' }));
    expect(empty.statusCode).toBe(422);
    expect(fieldErrors(empty)).toEqual({
      subject: ['This field is required.'],
      body: ['This field is required.'],
    });
    const typo = await asAdmin('POST', url, compose({ body: 'Hi {{firstname}}' }));
    expect(typo.statusCode).toBe(422);
    expect(fieldErrors(typo)).toEqual({
      body: ['Unknown variable: {{firstname}}. Use only the variables listed.'],
    });
    const preview = await asAdmin('POST', `${url}/preview`, compose({ subject: '{{nope}}' }));
    expect(fieldErrors(preview)).toEqual({
      subject: ['Unknown variable: {{nope}}. Use only the variables listed.'],
    });
    const language = await asAdmin('POST', url, compose({ locale: 'de' }));
    expect(Object.keys(fieldErrors(language))).toEqual(['locale']);
    const template = await asAdmin(
      'POST',
      url,
      compose({ template_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(Object.keys(fieldErrors(template))).toEqual(['template_id']);
    expect(await leadOutbox(lead.id)).toEqual([]);
  });

  it('is refused with a clear 422 for a lead without an e-mail address, and 404 for an unknown lead', async () => {
    const erased = await createLead(t.db, { email: '', erasedAt: new Date() });
    for (const url of [
      `/api/leads/${erased.id}/applicant-mail`,
      `/api/leads/${erased.id}/applicant-mail/preview`,
    ]) {
      const response = await asAdmin('POST', url, compose());
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'This lead has no e-mail address, so no e-mail can be sent to the applicant.',
      );
    }
    expect(await leadOutbox(erased.id)).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-lead']) {
      expect((await asAdmin('POST', `/api/leads/${id}/applicant-mail`, compose())).statusCode).toBe(
        404,
      );
    }
  });

  it('is refused to partners, for their own leads and for another partner’s, and to guests', async () => {
    const own = await createLead(t.db, { partnerId });
    const others = await createLead(t.db);
    for (const lead of [own, others]) {
      for (const path of ['applicant-mail', 'applicant-mail/preview']) {
        const url = `/api/leads/${lead.id}/${path}`;
        const partner = await t.request({
          method: 'POST',
          url,
          token: partnerToken,
          payload: compose(),
        });
        expect(partner.statusCode).toBe(403);
        expect(partner.body).not.toContain(lead.email);
        expect((await t.request({ method: 'POST', url, payload: compose() })).statusCode).toBe(401);
      }
      expect(await leadOutbox(lead.id)).toEqual([]);
    }
  });
});
