import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_SEED, FuzzTally } from '../../../tests/support/fuzz';
import { dealRoomLead } from './deal-room.test-support';
import {
  EXE,
  PDF,
  PNG,
  requestDocuments,
  storedFiles,
  upload,
  useDocumentsApp,
} from './documents.test-support';

// Issue 18: generated multipart bodies against the guest's upload, through a real upload link.
// Wrong content types, missing or mismatched boundaries, truncated parts, huge field names,
// many parts, odd file names, fields where files belong and files where fields belong, empty
// files. Any 5xx, crash or hang fails; afterwards no staged file is left and a normal upload
// still works. Bounded: FUZZ_UPLOAD_RUNS cases (default 250), seed printed (FUZZ_SEED).

const RUNS = Number(process.env.FUZZ_UPLOAD_RUNS ?? 250);
const app = useDocumentsApp();

const huge = (min: number, max: number) => fc.string({ minLength: min, maxLength: max });
const partName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('request_id', 'files') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: huge(2_000, 20_000) },
  { weight: 1, arbitrary: fc.constantFrom('', '"', 'files\r\nX-Injected: 1', '__proto__') },
);
const fileName = fc.oneof(
  fc.constantFrom(
    'statement.pdf',
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
    '/etc/shadow',
    'CON',
    '.htaccess',
    'a"b.pdf',
    'file\u0000.pdf',
    'über straße.pdf',
    '😀.png',
    '',
    ' ',
    '%2e%2e%2fpasswd',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  huge(300, 6_000).map((name) => `${name}.pdf`),
);
const content = (requestIds: string[]) =>
  fc.oneof(
    fc.constantFrom(PDF, PNG, EXE, Buffer.alloc(0), Buffer.from('%PDF')),
    fc.constantFrom(...requestIds).map((id) => Buffer.from(id)),
    fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)),
    fc
      .integer({ min: 10_000, max: 300_000 })
      .map((size) => Buffer.concat([PDF, Buffer.alloc(size)])),
  );
interface PartSpec {
  name: string;
  filename: string | null;
  type: string | null;
  content: Buffer;
  disposition: string;
}
/** A file the upload takes (a PDF of its own content), odd in one detail at most. */
const plausibleFile: fc.Arbitrary<PartSpec> = fc
  .record({ filename: fileName, tail: fc.uint8Array({ minLength: 8, maxLength: 64 }) })
  .map(({ filename, tail }) => ({
    name: 'files',
    filename,
    type: 'application/pdf',
    content: Buffer.concat([PDF, Buffer.from(tail)]),
    disposition: 'form-data',
  }));
const part = (requestIds: string[]): fc.Arbitrary<PartSpec> =>
  fc.oneof({ weight: 1, arbitrary: plausibleFile }, { weight: 2, arbitrary: anyPart(requestIds) });
const anyPart = (requestIds: string[]): fc.Arbitrary<PartSpec> =>
  fc.record({
    name: partName,
    // A file part has a file name; without one it is a field, whatever its name.
    filename: fc.option(fileName, { freq: 2 }),
    type: fc.option(
      fc.constantFrom('application/pdf', 'image/png', 'text/plain', 'multipart/mixed', '', 'x'),
    ),
    content: content(requestIds),
    disposition: fc.constantFrom('form-data', 'form-data', 'form-data', 'attachment', ''),
  });
function encode(boundary: string, parts: PartSpec[]) {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === null ? '' : `; filename="${p.filename}"`;
    const type = p.type === null ? '' : `Content-Type: ${p.type}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${p.disposition}; name="${p.name}"${file}\r\n${type}\r\n`,
      ),
      p.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** What becomes of a well-formed body on the way: nothing, cut short, or noise added. */
const damage = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ name: 'whole', apply: (body: Buffer) => body }) },
  {
    weight: 2,
    arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({
      name: `cut at ${at.toFixed(3)}`,
      apply: (body: Buffer) => body.subarray(0, Math.floor(body.length * at)),
    })),
  },
  {
    weight: 1,
    arbitrary: fc.constant({
      name: 'no closing boundary',
      apply: (body: Buffer) => body.subarray(0, body.lastIndexOf('--') - 1),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 200 }).map((noise) => ({
      name: `${noise.length} bytes of noise first`,
      apply: (body: Buffer) => Buffer.concat([Buffer.from(noise), body]),
    })),
  },
);

/** Enough to rebuild a failing case by hand: fast-check's own report is cut short. */
function describeCase(
  input: { contentType?: string; token: string; damage: { name: string } },
  parts: PartSpec[],
) {
  const shape = parts.map(
    (p) =>
      `${p.disposition || '-'} name(${p.name.length}) ` +
      `${p.filename === null ? 'field' : `file(${JSON.stringify(p.filename.slice(0, 40))})`} ` +
      `${p.type ?? '-'} ${p.content.length}B`,
  );
  return `upload [${input.contentType ?? 'no content type'}; token ${input.token.length} chars; ${input.damage.name}; ${shape.join(' | ')}]`;
}

const contentType = (boundary: string) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(`multipart/form-data; boundary=${boundary}`) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; boundary=other',
        `multipart/form-data; boundary="${boundary}"; charset=utf-16`,
        `multipart/mixed; boundary=${boundary}`,
        'application/json',
        'text/plain',
        'application/octet-stream',
        'application/x-www-form-urlencoded',
        `multipart/form-data; boundary=${'b'.repeat(300)}`,
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

describe('generated multipart bodies against the guest upload', () => {
  it('never answers 5xx, never crashes, never hangs, leaves no staged file', async () => {
    const lead = await dealRoomLead(app);
    const { token, requestId } = await requestDocuments(app, lead, ['bank_statements', 'photo_id']);
    const requestIds = [requestId('bank_statements'), requestId('photo_id')];
    const tally = new FuzzTally();

    const sample = fc.record({
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/),
      // Most cases name a real request first, so their files reach the type sniffing and storage.
      lead: fc.option(fc.constantFrom(...requestIds), { freq: 4 }),
      parts: fc.oneof(
        { weight: 4, arbitrary: fc.array(part(requestIds), { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(part(requestIds), { minLength: 10, maxLength: 40 }) },
      ),
      damage,
      token: fc.oneof(
        { weight: 6, arbitrary: fc.constant(token) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            token.slice(1),
            `${token}x`,
            '..%2f..%2fetc%2fpasswd',
            encodeURIComponent('短い'.repeat(30)),
            'a'.repeat(5_000),
          ),
        },
      ),
    });
    await fc
      .assert(
        fc.asyncProperty(
          sample.chain((input) =>
            contentType(input.boundary).map((type) => ({ ...input, contentType: type })),
          ),
          async (input) => {
            const lead = input.lead === null ? [] : [leadField(input.lead)];
            const parts = [...lead, ...input.parts];
            const body = input.damage.apply(encode(input.boundary, parts));
            const label = `${describeCase(input, parts)} ${body.length}B`;
            return tally.check(
              app.t.request,
              {
                method: 'POST',
                url: `/api/guest/upload/${input.token}/files`,
                remoteAddress: '198.51.100.77',
                payload: body,
                headers: input.contentType ? { 'content-type': input.contentType } : {},
              },
              label,
            );
          },
        ),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      )
      .catch((error: unknown) => tally.recordProperty(error));

    console.log(tally.summary('Upload fuzz'));
    expect(tally.failures).toEqual([]);
    expect(storedFiles(app).filter((path) => path.startsWith('tmp/'))).toEqual([]);
    // Still serving: a guest's ordinary upload is stored.
    const after = await upload(app, token, { request_id: requestIds[0]! }, [
      { name: 'after-the-fuzz.pdf', content: Buffer.concat([PDF, Buffer.from(String(FUZZ_SEED))]) },
    ]);
    expect(after.statusCode, after.body).toBe(200);
  }, 120_000);
});

function leadField(requestId: string): PartSpec {
  return {
    name: 'request_id',
    filename: null,
    type: null,
    content: Buffer.from(requestId),
    disposition: 'form-data',
  };
}
