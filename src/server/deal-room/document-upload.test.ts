import { request as httpRequest, Agent } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomToken } from '../lib/hash';
import { documents, guestLinks, leadEvents, rateLimits } from '../db/schema';
import { dealRoomLead, sendTermSheet } from './deal-room.test-support';
import {
  EXE,
  multipart,
  PDF,
  PNG,
  requestDocuments,
  setUploadLimitMb,
  storedFiles,
  upload,
  useDocumentsApp,
} from './documents.test-support';

const app = useDocumentsApp();
let baseUrl: URL;
beforeAll(async () => {
  await app.t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.t.app.server.address() as AddressInfo;
  baseUrl = new URL(`http://127.0.0.1:${port}`);
});
beforeEach(async () => {
  await app.t.db.delete(rateLimits);
  await setUploadLimitMb(app, 20);
});

async function freshUpload(types = ['bank_statements']) {
  const lead = await dealRoomLead(app);
  const { token, requestId } = await requestDocuments(app, lead, types);
  return { lead, token, requestId: requestId(types[0]!) };
}
const rowsOf = (leadId: string) =>
  app.t.db.select().from(documents).where(eq(documents.leadId, leadId));
const unavailable =
  'This link is not valid any more. It may have expired or been replaced by a newer one. Please contact us and we will send you a new link.';

describe('a link that does not open the upload', () => {
  it('answers one 404 for a random, expired, revoked or term-sheet token, on both routes', async () => {
    const { lead, token, requestId } = await freshUpload();
    const termSheetToken = await sendTermSheet(app, await dealRoomLead(app));
    const tries = async (value: string) => [
      await app.t.request({ method: 'GET', url: `/api/guest/upload/${value}` }),
      await upload(app, value, { request_id: requestId }, [{ name: 'a.pdf', content: PDF }]),
    ];
    const answers = [...(await tries(randomToken(32))), ...(await tries(termSheetToken))];
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(guestLinks.leadId, lead.id));
    answers.push(...(await tries(token)));
    await app.t.db
      .update(guestLinks)
      .set({ expiresAt: sql`now() + interval '1 day'`, revokedAt: sql`now()` })
      .where(eq(guestLinks.leadId, lead.id));
    answers.push(...(await tries(token)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: unavailable });
    }
    expect(await rowsOf(lead.id)).toHaveLength(0);
  });

  it('refuses a request id of another lead or none at all (422)', async () => {
    const { token } = await freshUpload();
    const other = await freshUpload();
    const cases: Record<string, string>[] = [
      { request_id: other.requestId },
      { request_id: 'nope' },
      {},
    ];
    for (const fields of cases) {
      const answer = await upload(app, token, fields, [{ name: 'a.pdf', content: PDF }]);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['request_id']);
    }
    const none = await upload(app, other.token, { request_id: other.requestId }, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ files: ['Choose at least one file.'] });
  });
});

describe('files the upload refuses, keeping nothing of them', () => {
  it('415 for a type it does not accept, an executable renamed .pdf, a binary .csv', async () => {
    const { lead, token, requestId } = await freshUpload();
    const before = storedFiles(app).length;
    const cases = [
      { name: 'notes.txt', content: Buffer.from('just some text\n') },
      { name: 'statement.pdf', content: EXE, type: 'application/pdf' },
      {
        name: 'setup.pdf',
        content: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01'), Buffer.alloc(200)]),
      },
      { name: 'data.csv', content: Buffer.from('a,b\n1,\x002\n') },
      { name: 'page.html', content: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ];
    for (const file of cases) {
      const answer = await upload(app, token, { request_id: requestId }, [file]);
      expect(answer.statusCode, file.name).toBe(415);
      expect(answer.json().message).toContain(`“${file.name}” is not a file type we accept`);
    }
    // One bad file among good ones: the whole request is refused.
    const mixed = await upload(app, token, { request_id: requestId }, [
      { name: 'good.pdf', content: PDF },
      { name: 'bad.pdf', content: EXE },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await rowsOf(lead.id)).toHaveLength(0);
    expect(storedFiles(app)).toHaveLength(before);
  });

  it('accepts a CSV: UTF-8 text under a .csv name', async () => {
    const { lead, token, requestId } = await freshUpload();
    const csv = Buffer.from('date,amount,description\n2026-01-02,120.50,Café supplies\n');
    const answer = await upload(app, token, { request_id: requestId }, [
      { name: 'transactions.csv', content: csv },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await rowsOf(lead.id))[0]).toMatchObject({ mime: 'text/csv', size: csv.length });
  });

  it('422 for an empty file', async () => {
    const { lead, token, requestId } = await freshUpload();
    const answer = await upload(app, token, { request_id: requestId }, [
      { name: 'empty.pdf', content: Buffer.alloc(0) },
    ]);
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('“empty.pdf” is empty. Please choose the file again.');
    expect(await rowsOf(lead.id)).toHaveLength(0);
  });

  it('413 past the upload_max_mb setting, and the connection serves the next request', async () => {
    const { lead, token, requestId } = await freshUpload();
    await setUploadLimitMb(app, 1);
    const big = Buffer.concat([PDF, Buffer.alloc(1024 * 1024)]);
    const body = multipart({ request_id: requestId }, [{ name: 'big.pdf', content: big }]);
    // One keep-alive connection: the answer arrives and the same socket serves the next call.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, payload?: Buffer, headers = {}) =>
      new Promise<{ status: number; body: string; socket: unknown }>((resolve, reject) => {
        const request = httpRequest(
          new URL(path, baseUrl),
          {
            method,
            agent,
            headers: { ...headers, ...(payload ? { 'content-length': payload.length } : {}) },
          },
          (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: text, socket: request.socket }),
            );
          },
        );
        request.on('error', reject);
        request.end(payload);
      });
    const first = await send('GET', '/healthz');
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
      (await fetch(new URL('/healthz', baseUrl))).headers.get('set-cookie') ?? '',
    )![1]!;
    const refused = await send('POST', `/api/guest/upload/${token}/files`, body.payload, {
      ...body.headers,
      'x-xsrf-token': xsrf,
      cookie: `XSRF-TOKEN=${xsrf}`,
    });
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body).message).toBe(
      '“big.pdf” is larger than 1 MB. Please send a smaller file.',
    );
    const next = await send('GET', `/api/guest/upload/${token}`);
    expect(next.status).toBe(200);
    expect(next.socket).toBe(first.socket);
    agent.destroy();

    // Exactly the limit is fine.
    const exact = Buffer.concat([PDF, Buffer.alloc(1024 * 1024 - PDF.length)]);
    const fits = await upload(app, token, { request_id: requestId }, [
      { name: 'fits.pdf', content: exact },
    ]);
    expect(fits.statusCode, fits.body).toBe(200);
    expect((await rowsOf(lead.id)).map((row) => row.originalName)).toEqual(['fits.pdf']);
    expect(storedFiles(app).filter((file) => file.startsWith('tmp'))).toEqual([]);
  });

  it('413 for more than 10 files in one request', async () => {
    const { lead, token, requestId } = await freshUpload();
    const files = Array.from({ length: 11 }, (_, index) => ({
      name: `page-${index}.pdf`,
      content: Buffer.from(`${PDF}page ${index}`),
    }));
    const answer = await upload(app, token, { request_id: requestId }, files);
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('Send at most 10 files at a time.');
    expect(await rowsOf(lead.id)).toHaveLength(0);
    const ten = await upload(app, token, { request_id: requestId }, files.slice(0, 10));
    expect(ten.statusCode, ten.body).toBe(200);
    expect(await rowsOf(lead.id)).toHaveLength(10);
  });
});

describe('names and contents', () => {
  it('keeps a sanitised name for display and a generated key for storage', async () => {
    const { lead, token, requestId } = await freshUpload();
    const long = `${'a'.repeat(500)}.pdf`;
    const names = [
      ['../../etc/passwd.pdf', 'passwd.pdf'],
      ['C:\\Users\\kim\\statement.pdf', 'statement.pdf'],
      ['bank\x07state\u202Efdp.exe.pdf', 'bankstatefdp.exe.pdf'],
      ['..hidden..pdf', 'hidden.pdf'],
      [long, `${'a'.repeat(196)}.pdf`],
    ] as const;
    for (const [index, [name]] of names.entries()) {
      const answer = await upload(app, token, { request_id: requestId }, [
        { name, content: Buffer.from(`${PDF}${index}`) },
      ]);
      expect(answer.statusCode, name).toBe(200);
    }
    const rows = await rowsOf(lead.id);
    expect(rows.map((row) => row.originalName).sort()).toEqual(
      names.map(([, kept]) => kept).sort(),
    );
    for (const row of rows) expect(row.storedKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedFiles(app).some((file) => /passwd|statement|\.pdf/.test(file))).toBe(false);
  });

  it('reports the same content again as a duplicate and stores it once', async () => {
    const { lead, token, requestId } = await freshUpload(['bank_statements', 'photo_id']);
    const content = Buffer.from(`${PDF}duplicate`);
    expect(
      (await upload(app, token, { request_id: requestId }, [{ name: 'a.pdf', content }]))
        .statusCode,
    ).toBe(200);
    const files = storedFiles(app).length;
    const again = await upload(app, token, { request_id: requestId }, [
      { name: 'copy of a.pdf', content },
      { name: 'photo.png', content: PNG },
      { name: 'photo again.png', content: PNG },
    ]);
    expect(again.statusCode).toBe(200);
    expect(again.json().files).toEqual([
      { name: 'copy of a.pdf', duplicate: true },
      { name: 'photo.png', duplicate: false },
      { name: 'photo again.png', duplicate: true },
    ]);
    const only = await upload(app, token, { request_id: requestId }, [{ name: 'b.pdf', content }]);
    expect(only.json()).toEqual({
      message: 'We already have this file: it was not stored again.',
      files: [{ name: 'b.pdf', duplicate: true }],
    });
    expect(await rowsOf(lead.id)).toHaveLength(2);
    expect(storedFiles(app)).toHaveLength(files + 1);
    const uploaded = await app.t.db
      .select()
      .from(leadEvents)
      .where(sql`${leadEvents.leadId} = ${lead.id} and ${leadEvents.type} = 'document_uploaded'`);
    expect(uploaded).toHaveLength(2);
  });
});

describe('an upload cut off halfway', () => {
  it('leaves no row and no file, not even a temporary one', async () => {
    const { lead, token, requestId } = await freshUpload();
    const before = storedFiles(app).length;
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(
      (await fetch(new URL('/healthz', baseUrl))).headers.get('set-cookie') ?? '',
    )![1]!;
    const body = multipart({ request_id: requestId }, [
      { name: 'long.pdf', content: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024, 7)]) },
    ]);
    const socket = connect(Number(baseUrl.port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      [
        `POST /api/guest/upload/${token}/files HTTP/1.1`,
        `Host: ${baseUrl.host}`,
        `Content-Type: ${body.headers['content-type']}`,
        `Content-Length: ${body.payload.length}`,
        `X-XSRF-TOKEN: ${xsrf}`,
        `Cookie: XSRF-TOKEN=${xsrf}`,
        '',
        '',
      ].join('\r\n'),
    );
    // Half the body, then the guest's connection drops once the server is writing the file.
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    await expect
      .poll(() => storedFiles(app).filter((file) => file.startsWith('tmp')).length, {
        timeout: 10_000,
      })
      .toBe(1);
    socket.destroy();
    await expect
      .poll(() => storedFiles(app).filter((file) => file.startsWith('tmp')), { timeout: 10_000 })
      .toEqual([]);
    expect(await rowsOf(lead.id)).toHaveLength(0);
    expect(storedFiles(app)).toHaveLength(before);
    // The app is still serving.
    const next = await app.t.request({ method: 'GET', url: `/api/guest/upload/${token}` });
    expect(next.statusCode).toBe(200);
  });
});

// Found by the upload fuzz (issue 18): the parser's refusals were 500s.
describe('a body that is not well-formed multipart', () => {
  it('answers 422 for a missing, empty, other or over-long boundary and a body cut short', async () => {
    const { lead, token, requestId } = await freshUpload();
    const { payload, headers } = multipart({ request_id: requestId }, [
      { name: 'statement.pdf', content: PDF },
    ]);
    const boundary = /boundary=(.+)$/.exec(headers['content-type'])![1]!;
    const cases: [string, Buffer][] = [
      ['multipart/form-data', payload],
      ['multipart/form-data; boundary=', payload],
      ['multipart/form-data; boundary=other', payload],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, payload],
      [headers['content-type'], payload.subarray(0, payload.length - boundary.length - 8)],
    ];
    const filesBefore = storedFiles(app);
    const answers = [];
    for (const [type, body] of cases) {
      const answer = await app.t.request({
        method: 'POST',
        url: `/api/guest/upload/${token}/files`,
        payload: body,
        headers: { 'content-type': type },
      });
      answers.push([answer.statusCode, answer.json().message]);
    }
    const refused = [422, 'There were some problems with your input.'];
    expect(answers).toEqual(cases.map(() => refused));
    expect(await rowsOf(lead.id)).toEqual([]);
    expect(storedFiles(app)).toEqual(filesBefore);
  });

  it('answers 422 at once when the parser stalls: a skipped part after a file', async () => {
    const { lead, token, requestId } = await freshUpload();
    const { payload, headers } = multipart({ request_id: requestId }, [
      { name: 'statement.pdf', content: Buffer.concat([PDF, Buffer.alloc(174_000)]) },
    ]);
    const boundary = /boundary=(.+)$/.exec(headers['content-type'])![1]!;
    // A part that is not form-data is skipped by the parser; after a large file it never ended.
    const skipped = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: attachment; name=""\r\n\r\n`),
      Buffer.alloc(137_000),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const body = Buffer.concat([
      payload.subarray(0, payload.lastIndexOf(`--${boundary}--`)),
      skipped,
    ]);
    const filesBefore = storedFiles(app);
    const started = Date.now();
    const answer = await app.t.request({
      method: 'POST',
      url: `/api/guest/upload/${token}/files`,
      payload: body,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await rowsOf(lead.id)).toEqual([]);
    expect(storedFiles(app)).toEqual(filesBefore);
  });
});
