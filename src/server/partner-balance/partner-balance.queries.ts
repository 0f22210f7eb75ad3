import { sql } from 'drizzle-orm';
import { MARKET_INFO, MARKETS, type Currency, type Market } from '../../shared/markets/markets';
import { FINANCIAL_YEAR_START_MONTH } from '../../shared/partner-balance/financial-year';
import type { TPartnerBalance } from '../../shared/partner-balance/partner-balance.contract';
import { statementNumber } from '../../shared/statements/statement-terms';
import type { DbOrTx } from '../db/transaction';

/**
 * The first day of the market's current financial year on the market's clock (today by the
 * database clock), as a date and as the instant it starts.
 */
function financialYearStart(market: Market) {
  const zone = MARKET_INFO[market].timeZone;
  const month = FINANCIAL_YEAR_START_MONTH[market];
  const local = sql`(now() at time zone ${zone})`;
  return sql`make_date(extract(year from ${local})::int - case when extract(month from ${local}) < ${month} then 1 else 0 end, ${month}::int, 1)`;
}

interface LastStatementRow {
  market: Market;
  number: number;
  issued_at: string | Date;
  total_cents: string | number;
}

interface BalanceRow {
  market: Market;
  currency: Currency;
  not_in_statement: number;
  paid_this_year: number;
  year_start: string;
}

/**
 * A partner's running balance per market (issue 35 item 5), in one statement.
 * "Not in a statement" counts approved rows (commissions and clawbacks) no issued statement
 * carries yet; the last statement is the partner's newest per market (decision 0071). Paid this
 * year counts commissions marked paid since the market's financial year began.
 */
export async function partnerBalance(
  db: DbOrTx,
  partnerId: string,
): Promise<TPartnerBalance['balances']> {
  const yearStart = sql`case c.market ${sql.join(
    MARKETS.map((market) => sql`when ${market} then ${financialYearStart(market)}`),
    sql` `,
  )} end`;
  const zone = sql`case c.market ${sql.join(
    MARKETS.map((market) => sql`when ${market} then ${MARKET_INFO[market].timeZone}`),
    sql` `,
  )} end`;
  // Both drivers answer raw SQL as { rows }; the columns are cast in the SQL itself.
  const result = (await db.execute(sql`
    select c.market, c.currency,
      coalesce(sum(c.amount) filter (
        where c.status = 'approved'
          and not exists (select 1 from statement_lines l where l.commission_id = c.id)
      ), 0)::int as not_in_statement,
      coalesce(sum(c.amount) filter (
        where c.status = 'paid' and c.paid_at >= (${yearStart})::timestamp at time zone ${zone}
      ), 0)::int as paid_this_year,
      to_char(min(${yearStart}), 'YYYY-MM-DD') as year_start
    from commissions c
    where c.partner_id = ${partnerId}
    group by c.market, c.currency
    order by c.market`)) as unknown as { rows: BalanceRow[] };
  const latest = (await db.execute(sql`
    select distinct on (market) market, number, issued_at, total_cents
    from statements
    where partner_id = ${partnerId}
    order by market, issued_at desc`)) as unknown as { rows: LastStatementRow[] };
  const lastOf = (market: Market) => {
    const found = latest.rows.find((row) => row.market === market);
    return found
      ? {
          number: statementNumber(market, Number(found.number)),
          issued_at: new Date(found.issued_at).toISOString(),
          total: Number(found.total_cents) / 100,
        }
      : null;
  };
  return result.rows.map((row) => ({
    market: row.market,
    currency: row.currency,
    not_in_statement: Number(row.not_in_statement),
    last_statement: lastOf(row.market),
    paid_this_year: Number(row.paid_this_year),
    year_start: row.year_start,
  }));
}
