import MarkdownIt, { type RendererRule } from 'markdown-it';

/** The schemes a link in a legal text may use: web pages and e-mail, nothing that runs. */
const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The Markdown of the legal texts (decision 0053): headings, lists, links, emphasis and
 * paragraphs, nothing else. Raw HTML is shown as text (`html: false`) and a link to any other
 * scheme (`javascript:`, `data:`) stays plain text, so the output is safe without a DOM; the
 * browser still passes it through DOMPurify before inserting it.
 */
const markdown = new MarkdownIt('zero', { html: false, linkify: false, breaks: true })
  .enable(['heading', 'list', 'link', 'emphasis', 'newline', 'escape'])
  .set({ html: false });
markdown.validateLink = (url) => SAFE_LINK.test(url.trim());

// The page's title is its only h1: a text's `#` is a section (h2), `##` a subsection (h3).
const shiftHeading: RendererRule = (tokens, index, options, _env, self) => {
  const token = tokens[index]!;
  token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 1)}`;
  return self.renderToken(tokens, index, options);
};
markdown.renderer.rules.heading_open = shiftHeading;
markdown.renderer.rules.heading_close = shiftHeading;
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]!.attrSet('rel', 'nofollow noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

/** A legal text's HTML: only the tags of the subset above, every text escaped. */
export function renderLegalMarkdown(source: string): string {
  return markdown.render(source);
}
