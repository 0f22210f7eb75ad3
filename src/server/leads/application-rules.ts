import { sql } from 'drizzle-orm';
import type { Tx } from '../db/transaction';
import { recipientColumns, recipientsFrom } from '../mail/admin-recipients';
import { schemaOptionsFrom } from '../options/form-options';
import { formOptionRulesColumn } from '../options/options.queries';
import { parseSettings, storedSettingsColumn } from '../settings/app-settings';

/**
 * What an application is checked against and who hears of it, in one statement: the live
 * options (choices, amount limits), the admin recipients and the referral attribution window.
 */
export async function readApplicationRules(tx: Tx) {
  const [read] = await tx
    .select({
      optionRules: formOptionRulesColumn(),
      ...recipientColumns(),
      attribution: storedSettingsColumn(['referral_attribution_days']),
    })
    .from(sql`(select 1) as one`);
  if (!read) throw new Error('application rules read returned no row');
  return {
    schemaOptions: schemaOptionsFrom(read.optionRules),
    recipients: recipientsFrom(read),
    attributionDays: parseSettings(read.attribution, ['referral_attribution_days'])
      .referral_attribution_days,
  };
}
