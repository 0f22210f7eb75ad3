import type { TFunction } from 'i18next';
import type { Market } from '../../../shared/markets/markets';
import type { TSearchResponse } from '../../../shared/search/search.contract';
import { pathTo } from '../../router/route-names';

export const SEARCH_GROUPS = ['leads', 'partners', 'admins'] as const;
type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One line of the results: what it shows, and where Enter or a click takes the reader. */
export interface SearchHit {
  key: string;
  group: SearchGroup;
  href: string;
  title: string;
  detail: string;
  market?: Market;
  exact: boolean;
}

/**
 * The answer as the lines of the palette, in the order the arrow keys walk them: leads, then
 * partners, then admins, each in the server's rank. A partner opens as the partners list
 * narrowed to its e-mail (a partner has no page of its own, only a panel over that list).
 */
export function searchHits(answer: TSearchResponse, t: TFunction): SearchHit[] {
  return [
    ...answer.leads.map((lead) => ({
      key: `lead-${lead.id}`,
      group: 'leads' as const,
      href: pathTo('lead', { id: lead.id }),
      title: `${lead.reference} · ${lead.name}`,
      detail: [lead.business_name, t(`pipeline.status.${lead.status}`)].filter(Boolean).join(' · '),
      market: lead.market,
      exact: lead.exact,
    })),
    ...answer.partners.map((partner) => ({
      key: `partner-${partner.id}`,
      group: 'partners' as const,
      href: `${pathTo('partners')}?${new URLSearchParams({ search: partner.email })}`,
      title: partner.company,
      detail: `${partner.name} · ${partner.email} · ${t(`partners-admin.status.${partner.status}`)}`,
      market: partner.market,
      exact: partner.exact,
    })),
    ...answer.admins.map((admin) => ({
      key: `admin-${admin.id}`,
      group: 'admins' as const,
      href: pathTo('settings.admins'),
      title: admin.name,
      detail: admin.email,
      exact: admin.exact,
    })),
  ];
}
