import type { Locale } from '../../shared/i18n/locales';
import type { Market } from '../../shared/markets/markets';
import { businessNumberLabel, formatNzGstNumber } from '../../shared/statements/tax-identifiers';
import type { AppConfig } from '../config';
import type { DbOrTx } from '../db/transaction';
import { translator } from '../i18n';
import { findPaymentDetails } from '../payment-details/payment-details.queries';
import type { PartnerRow } from '../partners/partners.queries';
import { readSettings } from '../settings/app-settings';
import { firmTaxNumbersAtIssue } from '../statements/firm-tax-numbers';

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
 * from their payment details (else their sign-up), the firm's from the settings, each in the
 * partner's market's terms (an NZ agreement names the firm's NZBN and GST number). The text is
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
    readSettings(db, ['firm', 'firm_nz_tax_numbers', 'app_name'], config),
  ]);
  const t = translator(locale);
  const market: Market = partner.market;
  const numberOf = (number: string | null) => (number ? businessNumberLabel(market, number) : '');
  const gstNumberOf = (number: string | null | undefined) =>
    number ? t('self-billing-text.gst_number', { number: formatNzGstNumber(number) }) : '';
  const identity = (name: string, parts: string[]) => {
    const shown = parts.filter(Boolean);
    return shown.length ? `${name} (${shown.join(', ')})` : name;
  };
  // The firm by its numbers in the partner's market (decision 0094): never an ABN as an NZBN.
  const firmNumbers = firmTaxNumbersAtIssue(market, settings.firm, settings.firm_nz_tax_numbers);
  const firm = identity(settings.firm.legal_name || settings.app_name, [
    numberOf(firmNumbers.businessNumber),
    gstNumberOf(firmNumbers.gstNumber),
  ]);
  const supplier = identity(details?.legalName ?? partner.company, [
    numberOf(details?.businessNumber ?? partner.businessNumber),
    gstNumberOf(details?.gstNumber),
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
