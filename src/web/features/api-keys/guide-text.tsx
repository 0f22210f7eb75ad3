import type { ReactNode } from 'react';

/**
 * The document's introduction, which is Markdown: headings, fenced code and paragraphs are
 * enough for it, so no Markdown library joins the bundle (and nothing is set as raw HTML).
 */
export function GuideText({ markdown }: { markdown: string }) {
  const blocks: ReactNode[] = [];
  const parts = markdown.split(/^```[a-z]*\n([\s\S]*?)^```\n?/m);
  parts.forEach((part, index) => {
    if (index % 2 === 1) {
      blocks.push(
        <pre key={index} className="overflow-x-auto rounded bg-slate-100 p-3 text-sm dark:bg-slate-900">
          {part}
        </pre>,
      );
      return;
    }
    part
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .forEach((paragraph, inner) => {
        const key = `${index}-${inner}`;
        if (paragraph.startsWith('## '))
          blocks.push(
            <h3 key={key} className="text-lg font-semibold">
              {paragraph.slice(3)}
            </h3>,
          );
        else
          blocks.push(
            <p key={key} className="whitespace-pre-line">
              {paragraph.replace(/[*`]/g, '')}
            </p>,
          );
      });
  });
  return <div className="flex flex-col gap-3">{blocks}</div>;
}
