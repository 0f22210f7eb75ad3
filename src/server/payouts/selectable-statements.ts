import type { TFunction } from 'i18next';
import type { Market } from '../../shared/markets/markets';
import { formatCents } from '../../shared/statements/statement-money';
import { currencyOf } from '../../shared/markets/markets';
import type { DbOrTx } from '../db/transaction';
import { readSettings } from '../settings/app-settings';
import { issuedStatements, toStatementItem } from '../statements/statement-list.queries';
import { payoutRefusal } from './payout-refusal';
import { payoutReadiness } from './payout-readiness';

/** The minimum payout in cents: the setting is whole dollars of the market's currency. */
export async function minimumPayoutCents(db: DbOrTx): Promise<number> {
  const { minimum_payout } = await readSettings(db, ['minimum_payout']);
  return minimum_payout * 100;
}

/** Every issued statement of a market, each with why it cannot go in a batch (or null). */
export async function selectableStatements(
  db: DbOrTx,
  market: Market,
  t: TFunction,
  locale: string,
) {
  const [rows, minimumCents] = await Promise.all([
    issuedStatements(db, market),
    minimumPayoutCents(db),
  ]);
  const readiness = await payoutReadiness(db, [...new Set(rows.map((row) => row.partnerId))]);
  const minimum = formatCents(minimumCents, currencyOf(market), locale);
  return {
    minimum_cents: minimumCents,
    data: rows.map((row) => {
      const refusal = payoutRefusal(row.totalCents, readiness.get(row.partnerId), minimumCents);
      return {
        ...toStatementItem(row),
        refusal,
        refusal_text: refusal ? t(`payouts.refusal.${refusal}`, { minimum }) : null,
      };
    }),
  };
}
