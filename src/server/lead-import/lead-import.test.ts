import { Readable } from 'node:stream';
import { and, count, eq, inArray } from 'drizzle-orm';
import { faker } from '@faker-js/faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLead, createPartner } from '../../../tests/support/factories';
import { parseCsv } from '../../../tests/support/csv';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import {
  auditEvents,
  leadEvents,
  leadImportBatches,
  leads,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema';
import { TEST_APP_KEY } from '../leads/leads.test-support';
import { en } from '../../shared/i18n/messages/en';
import {
  QUICK_HEADERS,
  businessNumber,
  csv,
  finishUndos,
  stageAndMap,
  uploadCsv,
} from './lead-import.test-support';

// Issue 33, item 4: CSV import that merges, through the API on a real database.

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signIn']>>;
let partner: Awaited<ReturnType<TestApp['signIn']>>;
beforeAll(async () => {
  t = await createTestApp({ APP_KEY: TEST_APP_KEY });
  admin = await t.signIn('admin');
  partner = await t.signIn('partner');
});
afterAll(() => t.close());

const email = () => `imp-${faker.string.alphanumeric(10).toLowerCase()}@example.test`;
const quickRow = (overrides: Partial<Record<string, string | number>> = {}) => {
  const row = {
    first: 'Ada',
    last: 'Lovelace',
    email: email(),
    mobile: '0412 345 678',
    amount: 50000,
    market: 'AU',
    ...overrides,
  };
  return [row.first, row.last, row.email, row.mobile, row.amount, row.market];
};
const post = (url: string, token = admin.token, language = 'en') =>
  t.request({ method: 'POST', url, token, headers: { 'accept-language': language } });
const leadCount = async () => (await t.db.select({ n: count() }).from(leads))[0]!.n;

describe('upload (POST /api/lead-imports)', () => {
  it('reads a UTF-8 file with a byte-order mark, `;` separators and quoted line breaks', async () => {
    const body = `\uFEFF${csv(
      [
        QUICK_HEADERS,
        ['Zoë', 'Ng', email(), '0412 345 678', '75 000', 'AU'],
        ['Line', 'Break', email(), '0412 345 678', 60000, 'AU'],
      ],
      ';',
    ).replace('"Break"', '"Two\nlines; and ""quotes"""')}`;
    const uploaded = await uploadCsv(t, admin.token, body);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { batch, guessed } = uploaded.json();
    expect(batch).toMatchObject({ delimiter: ';', row_count: 2, status: 'staged' });
    expect(batch.headers).toEqual(QUICK_HEADERS);
    expect(guessed).toEqual({
      first_name: 0,
      last_name: 1,
      email: 2,
      mobile: 3,
      amount: 4,
      market: 5,
    });
    const preview = await t.request({
      method: 'GET',
      url: `/api/lead-imports/${batch.id}/preview`,
      token: admin.token,
    });
    expect(preview.json().rows[1].cells[1]).toBe('Two\nlines; and "quotes"');
    expect(preview.json().rows[0].cells[0]).toBe('Zoë');
  });

  it('guesses columns from headers in the five languages', async () => {
    const headers = ['Prénom', 'Apellidos', '电子邮箱', 'Celular', 'Montant', '市场', 'Nº'];
    const uploaded = await uploadCsv(t, admin.token, csv([headers, quickRow()]));
    expect(uploaded.json().guessed).toEqual({
      first_name: 0,
      last_name: 1,
      email: 2,
      mobile: 3,
      amount: 4,
      market: 5,
    });
  });

  it('offers the admin their own earlier choice for a header no guess knows', async () => {
    const headers = ['Contact given', 'Last name', 'E-mail', 'Mobile', 'Amount', 'Market'];
    const first = await uploadCsv(t, admin.token, csv([headers, quickRow()]));
    expect(first.json().guessed.first_name).toBeUndefined();
    const mapped = await t.request({
      method: 'PUT',
      url: `/api/lead-imports/${first.json().batch.id}/mapping`,
      token: admin.token,
      payload: { mapping: { ...first.json().guessed, first_name: 0 }, default_market: null },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const second = await uploadCsv(t, admin.token, csv([headers, quickRow()]));
    expect(second.json().guessed.first_name).toBe(0);
    // Per admin: another admin's guesses do not change.
    const other = await t.signIn('admin');
    const theirs = await uploadCsv(t, other.token, csv([headers, quickRow()]));
    expect(theirs.json().guessed.first_name).toBeUndefined();
  });

  it.each([
    ['Windows-1252 text', Buffer.from('Prénom,Nom\nZoë,Ng\n', 'latin1'), 'not_utf8'],
    [
      'a binary file (a zip)',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0x08, 0]),
      'not_csv',
    ],
    ['text with no separator', Buffer.from('just one column\nvalue\n'), 'not_csv'],
    ['an unclosed quote', Buffer.from('a,b\n"open,2\n'), 'not_csv'],
    ['a header alone', Buffer.from('First name,E-mail\n'), 'empty_file'],
  ] as const)(
    'refuses %s with a 422 naming the problem, and stages nothing',
    async (_, content, key) => {
      const before = (await t.db.select({ n: count() }).from(leadImportBatches))[0]!.n;
      const refused = await uploadCsv(t, admin.token, content);
      expect(refused.statusCode, refused.body).toBe(422);
      const answer = refused.json();
      expect(answer.errors.file).toEqual([answer.message]);
      expect(answer.message).toBe(en['lead-import'][key]);
      const after = (await t.db.select({ n: count() }).from(leadImportBatches))[0]!.n;
      expect(after).toBe(before);
    },
  );

  it('stops reading a file past 64 MB and answers 413 naming the limit', async () => {
    // Rows of a kilobyte (the row limit would come first with short ones), generated as read:
    // `pulled` counts the bytes the server took from a 100 MB body.
    const boundary = 'lendref-import-limit';
    const row = Buffer.from(`"${'x'.repeat(990)}",1\r\n`);
    const fileBytes = 100 * 1024 * 1024;
    let pulled = 0;
    const body = Readable.from(
      (async function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
            `Content-Type: text/csv\r\n\r\nName,Amount\r\n`,
        );
        for (let sent = 0; sent < fileBytes; sent += row.length * 64) {
          const piece = Buffer.concat(Array.from({ length: 64 }, () => row));
          pulled += piece.length;
          yield piece;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const refused = await t.request({
      method: 'POST',
      url: '/api/lead-imports',
      token: admin.token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(413);
    // The numbers are in what the admin reads, on the field too: no `{{max_mb}}`.
    expect(refused.json().errors.file).toEqual(['This file is larger than 64 MB.']);
    expect(pulled).toBeLessThan(72 * 1024 * 1024);
    const staged = await t.db
      .select({ n: count() })
      .from(leadImportBatches)
      .where(eq(leadImportBatches.fileName, 'big.csv'));
    expect(staged[0]!.n).toBe(0);
    // 64 MB of rows are staged into the database before the limit: it takes its time.
  }, 120_000);

  it('keeps the guessed columns with the batch: reopened, it shows them again', async () => {
    const uploaded = await uploadCsv(t, admin.token, csv([QUICK_HEADERS, quickRow()]));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { batch, guessed } = uploaded.json();
    expect(Object.keys(guessed)).toHaveLength(QUICK_HEADERS.length);
    const reopened = await t.request({ url: `/api/lead-imports/${batch.id}`, token: admin.token });
    expect(reopened.json().mapping).toEqual(guessed);
  });

  it('refuses a request without a file', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/lead-imports',
      token: admin.token,
      payload: { file: 'a,b' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual([en['lead-import'].file_required]);
  });
});

describe('preview and dry run', () => {
  it('shows each row’s errors by the forms’ rules, in the reader’s language', async () => {
    const batch = await stageAndMap(
      t,
      admin.token,
      csv([
        QUICK_HEADERS,
        quickRow(),
        quickRow({ email: 'not an e-mail', mobile: '123' }),
        quickRow({ amount: 'lots', market: 'UK' }),
      ]),
    );
    const preview = await t.request({
      method: 'GET',
      url: `/api/lead-imports/${batch.id}/preview?only_errors=true`,
      token: admin.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const { rows, total } = preview.json();
    expect(total).toBe(2);
    expect(rows.map((row: { row_number: number }) => row.row_number)).toEqual([2, 3]);
    expect(Object.keys(rows[0].errors).sort()).toEqual(['email', 'mobile']);
    expect(Object.keys(rows[1].errors).sort()).toEqual(['amount', 'market']);
    expect(rows[0].errors.email[0]).toMatch(/e-mail|adresse/i);
  });

  it('a dry run counts what the import would do and writes nothing', async () => {
    const existing = await createLead(t.db, { email: email(), businessName: null });
    const batch = await stageAndMap(
      t,
      admin.token,
      csv([
        QUICK_HEADERS,
        quickRow(),
        quickRow({ email: ` ${existing.email.toUpperCase()} ` }),
        quickRow({ email: 'x' }),
      ]),
    );
    const leadsBefore = await leadCount();
    const events = (await t.db.select({ n: count() }).from(leadEvents))[0]!.n;
    const dry = await post(`/api/lead-imports/${batch.id}/dry-run`);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ dry_run: true, created: 1, matched: 1, refused: 1 });
    expect(dry.json().batch.status).toBe('staged');
    expect(await leadCount()).toBe(leadsBefore);
    expect((await t.db.select({ n: count() }).from(leadEvents))[0]!.n).toBe(events);
    const [reread] = await t.db.select().from(leads).where(eq(leads.id, existing.id));
    expect(reread!.version).toBe(existing.version);
  });
});

const FULL_HEADERS = [
  'First name',
  'Last name',
  'E-mail',
  'Mobile',
  'Amount',
  'Market',
  'Business name',
  'ABN',
  'State',
  'Purpose',
  'Term',
];

describe('import (POST /api/lead-imports/:id/import)', () => {
  it('fills matches by ABN/NZBN and e-mail, records differences, makes leads of the market named or chosen', async () => {
    const abn = businessNumber('AU');
    const nzbn = businessNumber('NZ');
    const byAbn = await createLead(t.db, {
      businessNumber: abn,
      businessName: null,
      region: null,
      amount: 40_000,
    });
    const byNzbn = await createLead(t.db, {
      market: 'NZ',
      businessNumber: nzbn,
      purpose: null,
      termMonths: null,
    });
    const byEmail = await createLead(t.db, { email: email(), region: 'VIC' });
    // Same ABN in the other market: not a match, a new NZ lead needs an NZBN though.
    const auOnly = await createLead(t.db, { email: email() });
    const rows = [
      FULL_HEADERS,
      [
        'Ada',
        'Lovelace',
        email(),
        '0412 345 678',
        90000,
        'AU',
        'Analytical Pty Ltd',
        abn,
        'NSW',
        'equipment',
        24,
      ],
      [
        'Kiri',
        'Te',
        email(),
        '021 123 4567',
        30000,
        'NZ',
        'Kiwi Ltd',
        nzbn,
        'AUK',
        'equipment',
        12,
      ],
      [
        'Em',
        'Ail',
        ` ${byEmail.email.toUpperCase()}`,
        '0412 345 678',
        50000,
        'AU',
        'Mail Co',
        businessNumber('AU'),
        'QLD',
        'equipment',
        36,
      ],
      [
        'New',
        'Market',
        auOnly.email,
        '021 123 4567',
        20000,
        '',
        'Other Market Ltd',
        businessNumber('NZ'),
        'WGN',
        'equipment',
        12,
      ],
      ['Bad', 'Row', 'nope', '0412 345 678', 20000, 'AU', 'Bad Ltd', '123', 'NSW', 'equipment', 12],
    ];
    const batch = await stageAndMap(t, admin.token, csv(rows), 'NZ');
    const run = await post(`/api/lead-imports/${batch.id}/import`);
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ dry_run: false, created: 1, matched: 3, refused: 1 });
    expect(run.json().batch).toMatchObject({
      status: 'imported',
      created_count: 1,
      matched_count: 3,
    });

    const read = async (id: string) =>
      (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!;
    const filledAbn = await read(byAbn.id);
    expect(filledAbn).toMatchObject({
      businessName: 'Analytical Pty Ltd',
      region: 'NSW',
      amount: 40_000,
    });
    expect(filledAbn.version).toBe(byAbn.version + 1);
    const [repeat] = await t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, byAbn.id), eq(leadEvents.type, 'repeat_enquiry')));
    expect(repeat!.data).toMatchObject({
      source: 'import',
      batch_id: batch.id,
      row_number: 1,
      filled: { business_name: 'Analytical Pty Ltd', region: 'NSW' },
      differences: { amount: { answered: 90000, lead: 40_000 } },
    });
    expect(await read(byNzbn.id)).toMatchObject({ purpose: 'equipment', termMonths: 12 });
    const mailMatch = await read(byEmail.id);
    expect(mailMatch.region).toBe('VIC');
    // The market chosen for rows naming none: an NZ lead, not the AU lead of that e-mail.
    const [created] = await t.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, auOnly.email), eq(leads.market, 'NZ')));
    expect(created).toMatchObject({
      businessName: 'Other Market Ltd',
      currency: 'NZD',
      source: 'admin',
    });
    expect(created!.reference).toMatch(/^NZ-\d{4}-\d{6}$/);
    expect((await read(auOnly.id)).version).toBe(auOnly.version);

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entityId, batch.id), eq(auditEvents.action, 'lead_import.imported')),
      );
    expect(audit).toMatchObject({ actorUserId: admin.user.id });

    // One batch is imported once.
    expect((await post(`/api/lead-imports/${batch.id}/import`)).statusCode).toBe(409);
  });

  it('two rows of one person in one file make one lead, the second filling it', async () => {
    const same = email();
    const batch = await stageAndMap(
      t,
      admin.token,
      csv([
        QUICK_HEADERS,
        quickRow({ email: same }),
        quickRow({ email: same.toUpperCase(), amount: 99_000 }),
      ]),
    );
    const run = await post(`/api/lead-imports/${batch.id}/import`);
    expect(run.json()).toMatchObject({ created: 1, matched: 1, refused: 0 });
    const made = await t.db.select().from(leads).where(eq(leads.email, same));
    expect(made).toHaveLength(1);
  });

  it('the refused rows download names each row and why, in the reader’s language', async () => {
    const batch = await stageAndMap(
      t,
      admin.token,
      csv([
        QUICK_HEADERS,
        quickRow(),
        quickRow({ email: 'nope' }),
        quickRow({ first: '=cmd()', amount: '' }),
      ]),
    );
    await post(`/api/lead-imports/${batch.id}/import`);
    const download = await t.request({
      method: 'GET',
      url: `/api/lead-imports/${batch.id}/refused.csv`,
      token: admin.token,
      headers: { 'accept-language': 'es' },
    });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    const table = parseCsv(download.body.replace(/^\uFEFF/, ''));
    expect(table[0]).toEqual(['Fila', ...QUICK_HEADERS, 'Motivo del rechazo']);
    expect(table.slice(1).map((row) => row[0])).toEqual(['2', '3']);
    expect(table[1]![7]).toMatch(/^Correo electrónico: /);
    expect(table[2]![1]).toBe("'=cmd()");
    expect(table[2]![7]).toMatch(/Importe/);
  });
});

describe('undo (POST /api/lead-imports/:id/undo)', () => {
  async function imported() {
    const existing = await createLead(t.db, {
      email: email(),
      businessName: null,
      businessNumber: null,
    });
    const headers = [...QUICK_HEADERS, 'Business name'];
    const batch = await stageAndMap(
      t,
      admin.token,
      csv([
        headers,
        [...quickRow(), 'New Co'],
        [...quickRow({ email: existing.email }), 'Filled Co'],
      ]),
    );
    const run = await post(`/api/lead-imports/${batch.id}/import`);
    expect(run.json()).toMatchObject({ created: 1, matched: 1 });
    const [made] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.businessName, 'New Co'))
      .orderBy(leads.createdAt);
    return { batch, existing, made: made! };
  }

  it('removes the new leads and empties the filled fields while nothing changed', async () => {
    const { batch, existing, made } = await imported();
    const undoing = await post(`/api/lead-imports/${batch.id}/undo`);
    expect(undoing.statusCode, undoing.body).toBe(200);
    expect(undoing.json().batch).toMatchObject({
      status: 'undoing',
      progress: { done: 0, total: 2 },
    });
    await finishUndos(t.db);
    const undone = await t.request({ url: `/api/lead-imports/${batch.id}`, token: admin.token });
    expect(undone.json()).toMatchObject({ status: 'undone', progress: null });
    expect(await t.db.select().from(leads).where(eq(leads.id, made.id))).toHaveLength(0);
    const [reverted] = await t.db.select().from(leads).where(eq(leads.id, existing.id));
    expect(reverted!.businessName).toBeNull();
    const [event] = await t.db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, existing.id), eq(leadEvents.type, 'updated')));
    expect(event!.data).toMatchObject({
      changes: { business_name: { before: 'Filled Co', after: null } },
      import_batch_id: batch.id,
    });
    expect((await post(`/api/lead-imports/${batch.id}/undo`)).statusCode).toBe(409);
  });

  it('is refused, naming the lead, once one of its leads changed since', async () => {
    const { batch, made } = await imported();
    const note = await t.request({
      method: 'POST',
      url: `/api/leads/${made.id}/notes`,
      token: admin.token,
      payload: { note: 'Called them back.' },
    });
    expect(note.statusCode, note.body).toBe(200);
    const refused = await post(`/api/lead-imports/${batch.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(made.reference);
    expect(
      await t.db
        .select()
        .from(leads)
        .where(inArray(leads.id, [made.id])),
    ).toHaveLength(1);
  });
});

// Decision 0086: an imported lead is a new lead to the firm's systems too.
describe('webhooks', () => {
  it('queues lead.created for each new lead to the firm’s endpoints, none for a repeat or to a partner, and undo drops those not sent', async () => {
    const { partner: other } = await createPartner(t.db);
    const endpoint = (partnerId: string | null) => ({
      partnerId,
      url: 'https://hooks.example.test/in',
      events: ['lead.created' as const, 'lead.stage_changed' as const],
      secretSealed: 'unused: nothing is sent in this test',
    });
    const [firm, partners] = await t.db
      .insert(webhookEndpoints)
      .values([endpoint(null), endpoint(other.id)])
      .returning();
    try {
      const existing = await createLead(t.db, { email: email(), partnerId: other.id });
      const newEmails = [email(), email()];
      const batch = await stageAndMap(
        t,
        admin.token,
        csv([
          QUICK_HEADERS,
          quickRow({ email: newEmails[0], first: 'Grace' }),
          quickRow({ email: newEmails[1], first: 'Katherine' }),
          quickRow({ email: existing.email }),
        ]),
      );
      const run = await post(`/api/lead-imports/${batch.id}/import`);
      expect(run.json()).toMatchObject({ created: 2, matched: 1 });
      const made = await t.db.select().from(leads).where(inArray(leads.email, newEmails));
      expect(made).toHaveLength(2);

      const queued = await t.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.endpointId, [firm!.id, partners!.id]));
      expect(queued.map((delivery) => delivery.endpointId)).toEqual([firm!.id, firm!.id]);
      expect(queued.map((delivery) => delivery.leadId).sort()).toEqual(
        made.map((lead) => lead.id).sort(),
      );
      const grace = made.find((lead) => lead.firstName === 'Grace')!;
      const graceDelivery = queued.find((delivery) => delivery.leadId === grace.id)!;
      expect(graceDelivery).toMatchObject({ eventType: 'lead.created', status: 'pending' });
      expect(graceDelivery.payload).toMatchObject({
        type: 'lead.created',
        data: {
          lead_id: grace.id,
          reference: grace.reference,
          first_name: 'Grace',
          email: newEmails[0],
          source: 'admin',
          partner_id: null,
          event: { source: 'import', batch_id: batch.id },
        },
      });

      // One was sent before the undo: it stays in the log; the other is never sent.
      await t.db
        .update(webhookDeliveries)
        .set({ status: 'delivered', deliveredAt: new Date() })
        .where(eq(webhookDeliveries.id, graceDelivery.id));
      expect((await post(`/api/lead-imports/${batch.id}/undo`)).statusCode).toBe(200);
      await finishUndos(t.db);
      const left = await t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, firm!.id));
      expect(left.map(({ id, status }) => ({ id, status }))).toEqual([
        { id: graceDelivery.id, status: 'delivered' },
      ]);
    } finally {
      await t.db
        .delete(webhookEndpoints)
        .where(inArray(webhookEndpoints.id, [firm!.id, partners!.id]));
    }
  });
});

describe('access', () => {
  it('refuses partners (403) and anyone signed out (401) on every import route', async () => {
    const batch = await stageAndMap(t, admin.token, csv([QUICK_HEADERS, quickRow()]));
    const routes: [string, string][] = [
      ['GET', '/api/lead-imports'],
      ['GET', `/api/lead-imports/${batch.id}`],
      ['GET', `/api/lead-imports/${batch.id}/preview`],
      ['PUT', `/api/lead-imports/${batch.id}/mapping`],
      ['POST', `/api/lead-imports/${batch.id}/dry-run`],
      ['POST', `/api/lead-imports/${batch.id}/import`],
      ['POST', `/api/lead-imports/${batch.id}/undo`],
      ['GET', `/api/lead-imports/${batch.id}/refused.csv`],
    ];
    for (const [method, url] of routes) {
      const asPartner = await t.request({ method: method as 'GET', url, token: partner.token });
      expect(asPartner.statusCode, `${method} ${url}`).toBe(403);
      const signedOut = await t.request({ method: method as 'GET', url });
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await uploadCsv(t, partner.token, csv([QUICK_HEADERS, quickRow()]))).statusCode).toBe(
      403,
    );
    const [unchanged] = await t.db
      .select()
      .from(leadImportBatches)
      .where(eq(leadImportBatches.id, batch.id));
    expect(unchanged!.status).toBe('staged');
  });
});
