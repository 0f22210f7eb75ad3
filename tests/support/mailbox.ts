import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/server/db/client';
import { processOutboxOnce, workerOptionsFrom } from '../../src/server/mail/outbox-worker';
import { fileTransport } from '../../src/server/mail/transport';
import { TEST_APP_KEY } from '../../src/server/leads/leads.test-support';
import { testConfig } from './test-app';

export interface DeliveredMail {
  to: string;
  subject: string;
  /** The whole .eml, quoted-printable undone, as a mail client would show its text. */
  text: string;
}

export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * The header block with each folded header on one line again (RFC 5322 unfolding): a subject
 * longer than 78 characters, such as one naming a long business name, arrives on two lines.
 */
function unfoldHeaders(mail: string): string {
  const [headers = ''] = mail.split(/\r?\n\r?\n/, 1);
  return headers.replace(/\r?\n(?=[ \t])/g, '');
}

/**
 * Runs the outbox worker once with the file transport, as the app does without SMTP_URL, and
 * reads back the .eml files it wrote: what the recipient would find in their mailbox.
 * The app must be built with APP_KEY = TEST_APP_KEY (the worker opens sealed links with it).
 */
export async function deliverMail(db: Db): Promise<DeliveredMail[]> {
  const dir = mkdtempSync(join(tmpdir(), 'mailbox-'));
  try {
    const options = {
      ...workerOptionsFrom(testConfig({ APP_URL: 'https://app.test' })),
      appKey: TEST_APP_KEY,
    };
    await processOutboxOnce(db, fileTransport(dir), options, new Date(Date.now() + 60_000));
    return readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => {
        const raw = readFileSync(join(dir, name), 'utf8');
        const text = decodeQuotedPrintable(raw);
        // Headers from the raw file: quoted-printable decoding of the whole file would take an
        // encoded word's closing "?=" at a line end for a soft break.
        const headers = decodeEncodedWords(unfoldHeaders(raw));
        return {
          to: /^To: (.+)$/m.exec(headers)?.[1]?.trim() ?? '',
          subject: /^Subject: (.+)$/m.exec(headers)?.[1]?.trim() ?? '',
          text,
        };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) back to text, as a mail client
 * shows a subject with characters beyond ASCII; the space between two words is dropped.
 */
export function decodeEncodedWords(header: string): string {
  return header
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replaceAll('_', ' ')),
    );
}

/** The first link in a delivered mail whose path starts with `pathPrefix`. */
export function linkIn(mail: DeliveredMail | undefined, pathPrefix: string): URL {
  const match = mail?.text.match(new RegExp(`https://app\\.test${pathPrefix}[^\\s"<]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in ${mail?.subject ?? 'no mail'}`);
  return new URL(match[0].replaceAll('&amp;', '&'));
}
