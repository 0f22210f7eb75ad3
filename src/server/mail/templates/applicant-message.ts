import { z } from 'zod';
import { renderMessageMarkdown } from '../../applicant-mail/message-markdown';
import type { TemplateContext } from './context';
import { escapeHtml, type RenderedMail } from './layout';

const ZApplicantMessageData = z.object({
  subject: z.string(),
  /** Markdown, its variables already filled from the lead (decision 0076). */
  body: z.string(),
  /** The admin who wrote it: the lead's timeline names them. */
  sender_name: z.string().nullable(),
});

/**
 * An e-mail an admin wrote to the applicant from the lead screen. The preview calls this same
 * function through `renderMail`, so what the admin saw is what the applicant receives. The
 * plain-text part is the Markdown as written: it reads as a letter.
 */
export function applicantMessage(data: unknown, { locale }: TemplateContext): RenderedMail {
  const d = ZApplicantMessageData.parse(data);
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(locale)}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(d.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    renderMessageMarkdown(d.body),
    '</body></html>',
  ].join('\n');
  return { subject: d.subject, html, text: `${d.body.trim()}\n` };
}
