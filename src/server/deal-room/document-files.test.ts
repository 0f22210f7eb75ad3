import { describe, expect, it } from 'vitest';
import {
  attachmentHeader,
  downloadName,
  downloadType,
  sanitiseFileName,
  sniffType,
} from './document-files';

/** A one-entry ZIP (stored, not compressed): enough of an Office file for its first bytes. */
function zipWith(name: string, content: string): Buffer {
  const data = Buffer.from(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name), data]);
}
const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x.xml" ContentType="${main}"/></Types>`;
const CFB = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(600),
]);
/** The start of an HEIC photo: an `ftyp` box of brand heic. */
const HEIC = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64),
]);

describe('what a file is, from its first bytes', () => {
  it('recognises the accepted types whatever their name says', async () => {
    expect(await sniffType(Buffer.from('%PDF-1.7\n'), 'scan.jpg')).toBe('application/pdf');
    expect(await sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'x.pdf')).toBe(
      'image/jpeg',
    );
    expect(await sniffType(HEIC, 'IMG_0001.HEIC')).toBe('image/heic');
    const docx = zipWith(
      '[Content_Types].xml',
      contentTypes(
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
      ),
    );
    expect(await sniffType(docx, 'letter.docx')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const xlsx = zipWith(
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    );
    expect(await sniffType(xlsx, 'figures.xlsx')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });

  it('tells old Word from old Excel by the name only, and refuses other CFB names', async () => {
    expect(await sniffType(CFB, 'letter.doc')).toBe('application/msword');
    expect(await sniffType(CFB, 'figures.XLS')).toBe('application/vnd.ms-excel');
    expect(await sniffType(CFB, 'setup.msi')).toBeNull();
    expect(await sniffType(CFB, 'setup.pdf')).toBeNull();
  });

  it('accepts a CSV only as UTF-8 text without NUL under a .csv name', async () => {
    expect(await sniffType(Buffer.from('a,b\n1,2\n'), 'data.csv')).toBe('text/csv');
    expect(await sniffType(Buffer.from('nom,montant\nCafé,12\n'), 'données.CSV')).toBe('text/csv');
    expect(await sniffType(Buffer.from('a,b\n1,2\n'), 'data.txt')).toBeNull();
    expect(await sniffType(Buffer.from('a,b\n\u0000,2\n'), 'data.csv')).toBeNull();
    expect(await sniffType(Buffer.from([0x61, 0x2c, 0xff, 0xfe, 0x0a]), 'data.csv')).toBeNull();
  });

  it('refuses a plain zip and an executable; any text under a .csv name is a CSV (served as a download)', async () => {
    expect(await sniffType(zipWith('a.txt', 'hello'), 'report.docx')).toBeNull();
    expect(
      await sniffType(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'a.pdf'),
    ).toBeNull();
    expect(await sniffType(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.csv')).toBe('text/csv');
  });
});

describe('a guest’s file name', () => {
  it('keeps the name and drops what could mislead or escape', () => {
    expect(sanitiseFileName('statement.pdf')).toBe('statement.pdf');
    expect(sanitiseFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitiseFileName('C:\\Users\\kim\\tax return.pdf')).toBe('tax return.pdf');
    expect(sanitiseFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitiseFileName('a\u0000b\u0007c\n.pdf')).toBe('abc.pdf');
    expect(sanitiseFileName('...')).toBe('document');
    expect(sanitiseFileName(undefined)).toBe('document');
    expect(sanitiseFileName('银行 对账单.pdf')).toBe('银行 对账单.pdf');
    const long = sanitiseFileName(`${'长'.repeat(500)}.pdf`);
    expect([...long]).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('is offered for download as an attachment, exactly and in ASCII', () => {
    expect(attachmentHeader('a "quoted" \\ name.pdf')).toBe(
      `attachment; filename="a _quoted_ _ name.pdf"; filename*=UTF-8''a%20%22quoted%22%20%5C%20name.pdf`,
    );
  });

  it('escapes in RFC 5987 form what encodeURIComponent leaves, and % in the fallback', () => {
    expect(attachmentHeader("O'Brien (100%)*.pdf")).toBe(
      `attachment; filename="O'Brien (100_)*.pdf"; filename*=UTF-8''O%27Brien%20%28100%25%29%2A.pdf`,
    );
  });

  it('is downloaded under the extension of its sniffed type, its base name kept', () => {
    expect(downloadName('poly.html', 'image/jpeg')).toBe('poly.jpg');
    expect(downloadName('x.exe', 'application/pdf')).toBe('x.pdf');
    expect(downloadName('scan.jpeg', 'image/jpeg')).toBe('scan.jpeg');
    expect(downloadName('statement', 'application/pdf')).toBe('statement.pdf');
    expect(downloadName('../../a\u0007b.svg', 'image/png')).toBe('ab.png');
    expect(downloadName('.html', 'application/pdf')).toBe('html.pdf');
    expect(downloadName('figures.xlsx.exe', 'text/csv')).toBe('figures.xlsx.csv');
    expect(downloadName('odd.pdf', 'application/x-unknown')).toBe('odd.bin');
    expect(downloadType('application/x-unknown')).toBe('application/octet-stream');
    expect(downloadType('image/heic')).toBe('image/heic');
  });
});
