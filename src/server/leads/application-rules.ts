import { sql } from 'drizzle-orm';
import type { Locale } from '../../shared/i18n/locales';
import type { Tx } from '../db/transaction';
import { translator } from '../i18n';
import { shownVersionIdColumn } from '../legal/legal.queries';
import { recipientColumns, recipientsFrom } from '../mail/admin-recipients';
import { schemaOptionsFrom } from '../options/form-options';
import { formOptionRulesColumn } from '../options/options.queries';
import { parseSettings, storedSettingsColumn } from '../settings/app-settings';
import { consentSentence } from './consent-sentence';

const RULE_SETTINGS = ['referral_attribution_days', 'app_name', 'firm'] as const;

/** The consent an application records: the sentence and the privacy policy version shown. */
export interface ShownConsent {
  text: string;
  /** Null while the default policy is shown. */
  privacyVersionId: string | null;
}

/**
 * What an application is checked against and who hears of it, in one statement: the live
 * options (choices, amount limits), the admin recipients, the referral attribution window, and
 * the consent sentence in the language the form was shown in, from the live app and legal names
 * (decisions 0052, 0053).
 */
export async function readApplicationRules(tx: Tx, shown: { locale: Locale; appName: string }) {
  const [read] = await tx
    .select({
      optionRules: formOptionRulesColumn(),
      ...recipientColumns(),
      settings: storedSettingsColumn(RULE_SETTINGS),
      privacyVersionId: shownVersionIdColumn('privacy', shown.locale),
    })
    .from(sql`(select 1) as one`);
  if (!read) throw new Error('application rules read returned no row');
  const settings = parseSettings(read.settings, RULE_SETTINGS, { APP_NAME: shown.appName });
  const consent: ShownConsent = {
    text: consentSentence(translator(shown.locale), settings),
    privacyVersionId: read.privacyVersionId,
  };
  return {
    schemaOptions: schemaOptionsFrom(read.optionRules),
    recipients: recipientsFrom(read),
    attributionDays: settings.referral_attribution_days,
    consent,
  };
}
