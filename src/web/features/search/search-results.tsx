import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge';
import { SEARCH_GROUPS, type SearchHit } from './search-hits';

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The results as a listbox of groups (leads, partners, admins), each line with its market. The
 * input keeps focus (aria-activedescendant): the arrow keys move the active line, which is
 * scrolled into view; a click opens a line as Enter does.
 */
export function SearchResults({
  listId,
  hits,
  active,
  onPick,
  onHover,
}: {
  listId: string;
  hits: SearchHit[];
  active: number;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="listbox"
      id={listId}
      aria-label={t('search.title')}
      className="min-h-0 flex-1 overflow-y-auto px-2 pb-2"
    >
      {SEARCH_GROUPS.map((group) => {
        const lines = hits.flatMap((hit, index) => (hit.group === group ? [{ hit, index }] : []));
        if (!lines.length) return null;
        const headingId = `${listId}-${group}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId} className="pt-2">
            <div
              id={headingId}
              role="presentation"
              className="px-2 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300"
            >
              {t(`search.${group}`)}
            </div>
            {lines.map(({ hit, index }) => (
              <SearchOption
                key={hit.key}
                id={optionId(listId, index)}
                hit={hit}
                active={index === active}
                onPick={() => onPick(hit)}
                onHover={() => onHover(index)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

function SearchOption({
  id,
  hit,
  active,
  onPick,
  onHover,
}: {
  id: string;
  hit: SearchHit;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  const { t } = useTranslation();
  const line = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) line.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={line}
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      onMouseMove={onHover}
      className={`flex cursor-pointer items-start gap-3 rounded px-2 py-2 ${
        active ? 'bg-slate-100 dark:bg-slate-700' : ''
      }`}
    >
      {hit.market && (
        <Badge tone="info">
          <span aria-hidden="true">{hit.market}</span>
          <span className="sr-only">{t(`markets.${hit.market}`)}</span>
        </Badge>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-medium">{hit.title}</span>
        <span className="truncate text-sm text-slate-600 dark:text-slate-300">{hit.detail}</span>
      </span>
      {hit.exact && <Badge tone="success">{t('search.exact')}</Badge>}
    </div>
  );
}
