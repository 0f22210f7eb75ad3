import type { Market } from '../../src/shared/markets/markets';
import { marketToday } from '../../src/shared/settlements/settlement-day';

/** What moving a lead to settled needs (decision 0054): amount, a lender of both markets, today there. */
export const settlementFigures = (
  market: Market = 'AU',
  overrides: Record<string, unknown> = {},
) => ({
  settled_amount: 40_000,
  lender: 'westpac',
  settled_on: marketToday(market),
  ...overrides,
});
