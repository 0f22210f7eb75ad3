import {
  createSectionSchemas,
  type ApplicationRules,
  type TApplicationChoices,
} from '../../shared/deal-room/full-application.contract';
import { normalizeLocale, FALLBACK_LOCALE, type Locale } from '../../shared/i18n/locales';
import { BUSINESS_STRUCTURES, TERM_MONTHS } from '../../shared/leads/lead-fields';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { DbOrTx } from '../db/transaction';
import { translator } from '../i18n';
import { labelled, loadFormOptions } from '../options/form-options';

/**
 * A lead's application rules (its market, the firm's options and amount limits) with the
 * strict schemas built on them, and the form's choices labelled in `locale`.
 */
export async function loadApplicationRules(db: DbOrTx, market: Market, locale: string) {
  const { rows, schemaOptions } = await loadFormOptions(db);
  const language: Locale = normalizeLocale(locale) ?? FALLBACK_LOCALE;
  const t = translator(language);
  const rules: ApplicationRules = {
    market,
    industries: schemaOptions.industries,
    purposes: schemaOptions.purposes,
    amountLimits: schemaOptions.amountLimits,
  };
  const choices: TApplicationChoices = {
    market,
    currency: MARKET_INFO[market].currency,
    business_number: MARKET_INFO[market].businessNumber,
    regions: [...MARKET_INFO[market].regions],
    structures: BUSINESS_STRUCTURES.map((value) => ({
      value,
      label: t(`apply.structures.${value}`),
    })),
    industries: labelled(rows, 'industry', language),
    purposes: labelled(rows, 'purpose', language),
    amount_limits: schemaOptions.amountLimits[market],
    term_months: { ...TERM_MONTHS },
  };
  return { schemas: createSectionSchemas(rules), choices };
}
