import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents } from '../db/schema';
import { dealRoomLead } from './deal-room.test-support';
import {
  PDF,
  requestDocuments,
  storedFiles,
  upload,
  useDocumentsApp,
} from './documents.test-support';

// Issue 31, finding 1: "a quota per link and per lead". Small quotas here (the settings are
// whole megabytes): one link takes 1 MB in all, one lead 2 MB.
const app = useDocumentsApp({ UPLOAD_LINK_QUOTA_MB: '1', UPLOAD_LEAD_QUOTA_MB: '2' });
const KB = 1024;

let serial = 0;
/** A PDF of `kb` kilobytes whose content no other test file has (no duplicates). */
const pdfOf = (kb: number) => {
  serial += 1;
  const head = Buffer.from(`${PDF}${serial}\n`);
  return Buffer.concat([head, Buffer.alloc(kb * KB - head.length, serial % 251)]);
};
const rowsOf = (leadId: string) =>
  app.t.db.select().from(documents).where(eq(documents.leadId, leadId));
const linkFull =
  'This upload link takes at most 1 MB of documents in all, and this upload would go past it. Please contact us to send more.';
const leadFull =
  'Your application takes at most 2 MB of documents in all, and this upload would go past it. Please contact us to send more.';

async function newLink(lead: { id: string; email: string }) {
  const { token, requestId } = await requestDocuments(app, lead, ['bank_statements']);
  const send = (name: string, content: Buffer) =>
    upload(app, token, { request_id: requestId('bank_statements') }, [{ name, content }]);
  return { token, send };
}

describe('the quotas of one upload link and of one lead', () => {
  it('refuses with 413 naming the link’s quota what would go past it, keeping nothing', async () => {
    const lead = await dealRoomLead(app);
    const link = await newLink(lead);
    expect((await link.send('first.pdf', pdfOf(600))).statusCode).toBe(200);
    const files = storedFiles(app);

    // Declared past the room left: refused before it is read.
    const declared = await link.send('second.pdf', pdfOf(900));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(linkFull);
    // Declared within the allowance for multipart heads, but its bytes go past: cut while
    // they arrive.
    const streamed = await link.send('third.pdf', pdfOf(500));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().message).toBe(linkFull);

    expect((await rowsOf(lead.id)).map((row) => row.originalName)).toEqual(['first.pdf']);
    expect(storedFiles(app)).toEqual(files);
    // What still fits is taken.
    expect((await link.send('fits.pdf', pdfOf(400))).statusCode).toBe(200);
  });

  it('refuses with 413 naming the lead’s quota across its links', async () => {
    const lead = await dealRoomLead(app);
    for (const name of ['one.pdf', 'two.pdf']) {
      const link = await newLink(lead);
      expect((await link.send(name, pdfOf(1000))).statusCode).toBe(200);
    }
    const third = await newLink(lead);
    const files = storedFiles(app);
    const refused = await third.send('three.pdf', pdfOf(300));
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(leadFull);
    expect(await rowsOf(lead.id)).toHaveLength(2);
    expect(storedFiles(app)).toEqual(files);
    // A lead at its quota is refused before the body is read, however small the file.
    expect((await third.send('tiny.pdf', pdfOf(48))).statusCode).toBe(200);
    const full = await third.send('more.pdf', pdfOf(4));
    expect(full.statusCode).toBe(413);
    expect(full.json().message).toBe(leadFull);
  });

  it('holds two uploads sent at once to the quota: one is taken, the other refused', async () => {
    const lead = await dealRoomLead(app);
    const link = await newLink(lead);
    const answers = await Promise.all([
      link.send('left.pdf', pdfOf(600)),
      link.send('right.pdf', pdfOf(600)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413]);
    expect(answers.find((answer) => answer.statusCode === 413)!.json().message).toBe(linkFull);
    expect(await rowsOf(lead.id)).toHaveLength(1);
    expect(storedFiles(app).filter((file) => file.startsWith('tmp'))).toEqual([]);
  });
});
