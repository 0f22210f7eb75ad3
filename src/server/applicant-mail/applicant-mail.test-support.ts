import { decodeEncodedWords, decodeQuotedPrintable } from '../../../tests/support/mailbox';
import { SUPPORTED_LOCALES } from '../../shared/i18n/locales';

/** A template's texts in every language, the English ones as given. */
export function templateContent(en: { subject: string; body: string }) {
  return Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      locale === 'en'
        ? en
        : { subject: `${en.subject} (${locale})`, body: `${en.body} (${locale})` },
    ]),
  );
}

/** The text and HTML parts of a message as an SMTP peer received it, decoded as a client would. */
export function mimeParts(raw: string): { subject: string; text: string; html: string } {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const part = (type: string) => {
    const found = parts.find((candidate) => candidate.includes(`Content-Type: ${type}`));
    if (!found) throw new Error(`no ${type} part`);
    const [headers = '', ...body] = found.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const content = body.join('\n\n');
    const decoded = /Content-Transfer-Encoding: base64/i.test(headers)
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : /Content-Transfer-Encoding: quoted-printable/i.test(headers)
        ? decodeQuotedPrintable(content)
        : content;
    return decoded.replace(/\r\n/g, '\n').trimEnd();
  };
  const [headerBlock = ''] = raw.split(/\r?\n\r?\n/, 1);
  const headers = decodeEncodedWords(headerBlock.replace(/\r?\n(?=[ \t])/g, ''));
  const subject = /^Subject: (.+)$/m.exec(headers)?.[1]?.trim() ?? '';
  return { subject, text: part('text/plain'), html: part('text/html') };
}
