/**
 * One layout for every e-mail: templates give content blocks, this turns them into an HTML part
 * and a plain-text part that say the same thing. Every value is escaped in the HTML part.
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  action?: { label: string; url: string };
  signature: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function renderLayout(content: MailContent, lang: string): RenderedMail {
  const details = content.details ?? [];
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    details.length > 0
      ? `<table style="border-collapse:collapse">${details
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '',
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`
      : '',
    `<p>${escapeHtml(content.signature)}</p>`,
    '</body></html>',
  ].join('\n');

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(details.length > 0 ? [...details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    content.signature,
    '',
  ].join('\n');

  return { subject: content.subject, html, text };
}

/**
 * Adds the firm's footer (legal name, numbers, contact from settings) to a rendered e-mail, in
 * one place so that every template names the firm the same way.
 */
export function withFooter(mail: RenderedMail, lines: string[]): RenderedMail {
  if (lines.length === 0) return mail;
  const footer = `<p style="color:#555;font-size:12px">${lines.map(escapeHtml).join('<br>')}</p>`;
  return {
    subject: mail.subject,
    // A function replacement: a replacement string would read `$&` or `$'` in the firm's
    // name as patterns (issue 31).
    html: mail.html.replace('</body></html>', () => `${footer}\n</body></html>`),
    text: `${mail.text}\n--\n${lines.join('\n')}\n`,
  };
}
