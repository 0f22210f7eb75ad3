import type { Locale } from '../../shared/i18n/locales';
import type { Market } from '../../shared/markets/markets';
import { formatAbn } from '../../shared/leads/abn';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/transaction';
import { translator } from '../i18n';
import { findPaymentDetails } from '../payment-details/payment-details.queries';
import type { PartnerRow } from '../partners/partners.queries';
import { readSettings } from '../settings/app-settings';

/** The clauses of each market's agreement, in order (locale namespace `self-billing-text`). */
const CLAUSES = [
  'issues',
  'no_own_invoice',
  'supplier_gst',
  'firm_gst',
  'contents',
  'term',
] as const;

/**
 * The self-billing agreement a partner is shown and agrees to (issue 35 item 2), in their
 * language: AU a recipient-created tax invoice agreement under the GST Act, NZ a buyer-created
 * tax invoice agreement. It names both parties by their legal names and numbers: the partner's
 * from their payment details (else their sign-up), the firm's from the settings. The text is
 * rebuilt the same way at agreement time, so the record is exactly what was read.
 */
export async function selfBillingText(
  db: DbOrTx,
  config: Pick<AppConfig, 'APP_NAME'>,
  partner: PartnerRow,
  locale: Locale,
): Promise<string> {
  const [details, settings] = await Promise.all([
    findPaymentDetails(db, partner.id),
    readSettings(db, ['firm', 'app_name'], config),
  ]);
  const t = translator(locale);
  const market: Market = partner.market;
  const numberOf = (market: Market, number: string) =>
    number
      ? `${market === 'AU' ? 'ABN' : 'NZBN'} ${market === 'AU' ? formatAbn(number) : number}`
      : '';
  const identity = (name: string, parts: string[]) => {
    const shown = parts.filter(Boolean);
    return shown.length ? `${name} (${shown.join(', ')})` : name;
  };
  const firm = identity(settings.firm.legal_name || settings.app_name, [
    numberOf(settings.firm.market ?? 'AU', settings.firm.business_number),
  ]);
  const gstNumber = details?.gstNumber
    ? t('self-billing-text.gst_number', { number: details.gstNumber })
    : '';
  const supplier = identity(details?.legalName ?? partner.company, [
    numberOf(market, details?.businessNumber ?? partner.businessNumber),
    gstNumber,
  ]);
  const values = { firm, partner: supplier };
  return [
    t(`self-billing-text.${market}.title`),
    t(`self-billing-text.${market}.parties`, values),
    ...CLAUSES.map(
      (clause, index) => `${index + 1}. ${t(`self-billing-text.${market}.${clause}`, values)}`,
    ),
  ].join('\n\n');
}
