import MarkdownIt from 'markdown-it';

/** Links an admin may put in an e-mail: web pages and e-mail addresses, nothing that runs. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The Markdown of e-mails to applicants (decision 0076): paragraphs with their line breaks,
 * emphasis, lists and links. Raw HTML is shown as text (`html: false`) and a link to any other
 * scheme stays plain text, so the output needs no DOM to be safe; headings are left out since
 * an e-mail reads as a letter.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: true, breaks: true })
  .enable(['list', 'link', 'linkify', 'emphasis', 'newline', 'escape'])
  .set({ html: false });
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

/** The body's HTML: only the tags of the subset above, every text escaped. */
export function renderMessageMarkdown(source: string): string {
  return markdown.render(source);
}
