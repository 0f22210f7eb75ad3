import type { Market } from '../markets/markets';

/**
 * The month each market's financial (income) year starts: AU 1 July, NZ 1 April. "Paid this
 * year" on a partner's dashboard counts from there, as their own accounts and tax return do
 * (decision 0070): a partner who is an accountant or broker reconciles by financial year.
 */
export const FINANCIAL_YEAR_START_MONTH: Record<Market, number> = { AU: 7, NZ: 4 };
