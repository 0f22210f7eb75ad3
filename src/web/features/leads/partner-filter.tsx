import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { controlClass } from '../../components/form/control-class';
import { callApi } from '../../lib/http/api';

const MATCHES = 10;

/** The text once the typing has paused: one search per pause, not per key. */
function useSettled(text: string, ms = 250): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The partner filter: a searchable select (the ARIA combobox pattern). Typing looks partners
 * up by company, name or e-mail on the server; arrows and Enter, or a click, choose one.
 * Emptying the text means any partner.
 */
export function PartnerFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (partnerId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const chosen = useQuery({
    queryKey: ['partner', value],
    queryFn: () =>
      callApi(PARTNERS_ADMIN_ENDPOINTS.show, { params: { id: value } }, { silent: true }),
    enabled: Boolean(value),
    staleTime: Infinity,
  });
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useSettled(typed ?? '');
  const matches = useQuery({
    queryKey: ['partner-filter', search],
    queryFn: () =>
      callApi(PARTNERS_ADMIN_ENDPOINTS.list, {
        query: { search: search || undefined, sort: 'company', limit: MATCHES },
      }),
    enabled: open,
  });
  const options = matches.data?.data ?? [];
  const text = typed ?? (value ? (chosen.data?.company ?? '') : '');

  const choose = (partnerId: string) => {
    onChange(partnerId);
    setTyped(null);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % Math.max(options.length, 1));
    } else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault(); // choosing a partner, not sending the form yet
      choose(options[active].id);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="relative flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={id}>{t('lead-board.partner_filter')}</label>
      <input
        id={id}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && options[active] ? `${id}-${options[active].id}` : undefined}
        autoComplete="off"
        placeholder={t('lead-board.any_partner')}
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setActive(0);
          setOpen(true);
          if (event.target.value === '') onChange('');
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setTyped(null);
        }}
        onKeyDown={onKeyDown}
        className={controlClass(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('lead-board.partner_filter')}
        hidden={!open || (options.length === 0 && !matches.isSuccess)}
        className="absolute top-full z-30 mt-1 max-h-72 w-full min-w-56 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900"
      >
        {options.map((partner, index) => (
          <li
            key={partner.id}
            id={`${id}-${partner.id}`}
            role="option"
            aria-selected={partner.id === value}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(partner.id);
            }}
            className={`cursor-pointer px-3 py-1.5 ${index === active ? 'bg-slate-200 dark:bg-slate-700' : ''}`}
          >
            {partner.company}{' '}
            <span className="text-slate-600 dark:text-slate-300">
              · {partner.name} · {partner.market}
            </span>
          </li>
        ))}
        {matches.isSuccess && options.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled className="px-3 py-1.5">
            {t('lead-board.no_partner_found')}
          </li>
        )}
      </ul>
    </div>
  );
}
