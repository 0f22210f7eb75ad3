import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { isServer } from '../../lib/ssr/is-server';

/** The tags the legal Markdown subset produces (src/shared/legal/legal-markdown.ts). */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'em',
  'strong',
];

/** Headings, lists and links of a legal text, styled as the default sections are. */
const PROSE =
  'flex flex-col gap-3 break-words [&>:first-child]:mt-0 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/**
 * A legal text's HTML, rendered from Markdown by the server or the editor's preview, inserted
 * in the browser only after DOMPurify: whatever reaches this point, nothing runs and links are
 * web or e-mail. The server's render of a guest page has no DOM for DOMPurify, and needs none:
 * the HTML is `renderLegalMarkdown`'s, safe by construction (decision 0053), and the page the
 * browser hydrates keeps it.
 */
export function LegalHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(
    () =>
      isServer
        ? html
        : DOMPurify.sanitize(html, {
            ALLOWED_TAGS,
            ALLOWED_ATTR: ['href', 'rel'],
            ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
          }),
    [html],
  );
  return <div className={`${PROSE} ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
