import type { OpenedLink } from './guest-links.queries';

/** What every guest page shows of its lead: reference, name, business, market, language. */
export function guestContext(link: OpenedLink) {
  return {
    reference: link.reference,
    first_name: link.firstName,
    business_name: link.businessName,
    market: link.market,
    locale: link.locale,
  };
}
