import type { TFunction } from 'i18next';
import type { FirmIdentity } from '../../../shared/page-config';
import { MARKET_INFO } from '../../../shared/markets/markets';

/** The firm's identity lines: legal name, business number, credit licence, contact. */
export function firmIdentityLines(firm: FirmIdentity, t: TFunction): string[] {
  const lines = [firm.legalName];
  if (firm.businessNumber) {
    const label = firm.market ? MARKET_INFO[firm.market].businessNumber : 'ABN';
    lines.push(t('legal.footer.registration', { label, number: firm.businessNumber }));
  }
  if (firm.creditLicence) {
    lines.push(t('legal.footer.credit_licence', { number: firm.creditLicence }));
  }
  return lines;
}

/** How to reach the firm: its e-mail and phone, as links, when they are set. */
export function FirmContact({ firm }: { firm: FirmIdentity }) {
  if (!firm.email && !firm.phone) return null;
  return (
    <span className="flex flex-wrap gap-x-3">
      {firm.email && (
        <a href={`mailto:${firm.email}`} className="underline underline-offset-2">
          {firm.email}
        </a>
      )}
      {firm.phone && (
        <a
          href={`tel:${firm.phone.replace(/[^\d+]/g, '')}`}
          className="underline underline-offset-2"
        >
          {firm.phone}
        </a>
      )}
    </span>
  );
}
