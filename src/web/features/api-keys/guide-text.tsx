import type { ReactNode } from 'react';

type Block =
  | { kind: 'heading' | 'paragraph' | 'code'; text: string }
  | { kind: 'ol' | 'ul'; items: string[]; start: number };

const ITEM = /^(\d+\.|-)\s+/;

/** Headings, fenced code, lists and paragraphs: all the guide uses of Markdown. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  let code: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (line.trimStart().startsWith('```')) {
      if (code) blocks.push({ kind: 'code', text: code.join('\n') });
      code = code ? null : [];
      open = null;
      continue;
    }
    if (code) {
      code.push(line.replace(/^ {3}/, ''));
      continue;
    }
    const text = line.trim();
    const item = ITEM.exec(text);
    if (!text) open = null;
    else if (text.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: text.slice(3) });
      open = null;
    } else if (item) {
      const kind = item[1] === '-' ? 'ul' : 'ol';
      const rest = text.slice(item[0].length);
      const last = blocks.at(-1);
      if (last && last.kind === kind) last.items.push(rest);
      // A list the code of its step interrupted goes on with its own number.
      else blocks.push({ kind, items: [rest], start: kind === 'ol' ? parseInt(item[1]!, 10) : 1 });
      open = blocks.at(-1)!;
    } else if (open && (open.kind === 'ol' || open.kind === 'ul')) {
      open.items[open.items.length - 1] += ` ${text}`;
    } else if (open && open.kind === 'paragraph') open.text += ` ${text}`;
    else {
      open = { kind: 'paragraph', text };
      blocks.push(open);
    }
  }
  return blocks;
}

/** Inline `code` and **bold** as elements; nothing is ever set as raw HTML. */
export function inline(text: string): ReactNode[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*|\*[^*]+\*)/).map((part, index) => {
    if (part.startsWith('`')) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**')) return <strong key={index}>{part.slice(2, -2)}</strong>;
    if (part.startsWith('*') && part.length > 2) return <em key={index}>{part.slice(1, -1)}</em>;
    return part;
  });
}

/**
 * The document's introduction, which is Markdown, from its first heading on (the sentence
 * before it is the page's own introduction). A few rules suffice for it, so no Markdown library
 * joins the bundle.
 */
export function GuideText({ markdown }: { markdown: string }) {
  const start = markdown.indexOf('\n## ');
  const blocks = blocksOf(start >= 0 ? markdown.slice(start + 1) : markdown);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h3 key={index} className="text-lg font-semibold">
                {block.text}
              </h3>
            );
          case 'code':
            return (
              <pre
                key={index}
                tabIndex={0}
                className="overflow-x-auto rounded bg-slate-100 p-3 text-sm dark:bg-slate-900"
              >
                {block.text}
              </pre>
            );
          case 'ol':
          case 'ul': {
            const List = block.kind;
            return (
              <List
                key={index}
                {...(block.kind === 'ol' ? { start: block.start } : {})}
                className={`flex flex-col gap-2 pl-6 ${block.kind === 'ol' ? 'list-decimal' : 'list-disc'}`}
              >
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex} className="break-words">
                    {inline(item)}
                  </li>
                ))}
              </List>
            );
          }
          default:
            return (
              <p key={index} className="break-words">
                {inline(block.text)}
              </p>
            );
        }
      })}
    </div>
  );
}
