import type { Market } from '../markets/markets';

/**
 * What an issued statement is (decision 0071): a tax invoice the firm issues on the partner's
 * behalf when they agreed to self-billing, a remittance advice otherwise.
 */
export const STATEMENT_KINDS = ['tax_invoice', 'remittance_advice'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** Where an issued statement stands; derived from the batches and later statements, never stored. */
export const STATEMENT_STATES = ['issued', 'in_batch', 'paid', 'carried'] as const;
export type StatementState = (typeof STATEMENT_STATES)[number];

/** A period is the month whose closing day ends it: `2026-11`. */
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The latest closing day that has come by `today` (YYYY-MM-DD): its period and date. */
export function periodDueOn(today: string, closingDay: number): { period: string; day: string } {
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const back = day >= closingDay ? 0 : 1;
  return monthPeriod(year, month - back, closingDay);
}

function monthPeriod(year: number, month: number, closingDay: number) {
  const date = new Date(Date.UTC(year, month - 1, closingDay));
  const period = date.toISOString().slice(0, 7);
  return { period, day: date.toISOString().slice(0, 10) };
}

/** GST a registered partner's line carries, to the cent, half away from zero. */
export function gstOf(amountCents: number, rateBasisPoints: number): number {
  const exact = (Math.abs(amountCents) * rateBasisPoints) / 10_000;
  return Math.sign(amountCents) * Math.round(exact);
}

/** How a statement's number reads on the PDF, in lists and e-mails: `AU-000042`. */
export function statementNumber(market: Market, number: number): string {
  return `${market}-${String(number).padStart(6, '0')}`;
}
