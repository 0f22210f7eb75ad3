import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { decodeEncodedWords, decodeQuotedPrintable } from '../../tests/support/mailbox';

/**
 * The link under `path` in the e-mail the outbox worker wrote to `email`, once it is there;
 * with `about`, only in an e-mail that mentions it (one lead's notice among many).
 */
export function linkInMail(email: string, path: string, about?: string): string | undefined {
  const dir = inject('mailDir');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined; // the worker has written nothing yet
  }
  for (const name of names) {
    const text = decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8'));
    if (!text.includes(`To: ${email}`) || (about && !text.includes(about))) continue;
    const link = new RegExp(`https?://[^\\s"<]+${path}[^\\s"<]+`).exec(text)?.[0];
    if (link) {
      const url = new URL(link.replaceAll('&amp;', '&'));
      return url.pathname + url.search;
    }
  }
  return undefined;
}

/** Every e-mail the worker wrote to `email` so far: its subject (decoded) and its text. */
export function mailsTo(email: string): { subject: string; text: string }[] {
  const dir = inject('mailDir');
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const raw = readFileSync(join(dir, name), 'utf8');
    const [headers = ''] = raw.split(/\r?\n\r?\n/, 1);
    const unfolded = decodeEncodedWords(headers.replace(/\r?\n(?=[ \t])/g, ''));
    const to = /^To: (.+)$/m.exec(unfolded)?.[1]?.trim();
    if (to !== email) return [];
    const subject = /^Subject: (.+)$/m.exec(unfolded)?.[1]?.trim() ?? '';
    return [{ subject, text: decodeQuotedPrintable(raw) }];
  });
}
