import { sql } from 'drizzle-orm';
import { MARKET_INFO, MARKETS, type Market } from '../../shared/markets/markets';
import { firmIdentity } from '../../shared/page-config';
import { periodDueOn } from '../../shared/statements/statement-terms';
import { recordAudit } from '../audit/record-audit';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { statementClosings } from '../db/schema';
import type { Tx } from '../db/transaction';
import { dayIn, dayStartIn } from '../lib/zoned-day';
import { readSettings } from '../settings/app-settings';
import { buildStatements, type StatementFirm } from './build-statements';
import { firmTaxNumbersAtIssue } from './firm-tax-numbers';
import { insertStatements } from './insert-statements';
import {
  balancesToCarry,
  scheduledClosingExists,
  linesToClose,
  lockStatementCounter,
  partiesOfStatements,
  saveStatementCounter,
} from './statements.queries';

export interface ClosingOptions {
  market: Market;
  /**
   * `due`: the sweeper closes the period whose closing day has come, cut off at the start of that
   * day on the market's clock, once (nothing if it is closed). `now`: an admin closes early, cut
   * off now, labelled with the current month; closing again soon after issues nothing, since only
   * partners with new lines get a statement.
   */
  mode: 'due' | 'now';
  actorUserId: string | null;
  config: Pick<AppConfig, 'APP_NAME'>;
  /** The instant "today" is read from on the market's clock; tests move it. */
  at?: Date;
}

export interface ClosingResult {
  period: string;
  statements: number;
}

/** Which period a closing takes and where it cuts off; null when the due one is closed. */
async function choosePeriod(tx: Tx, options: ClosingOptions, closingDay: number) {
  const timeZone = MARKET_INFO[options.market].timeZone;
  const today = dayIn(options.at ?? new Date(), timeZone);
  if (options.mode === 'due') {
    const due = periodDueOn(today, closingDay);
    if (await scheduledClosingExists(tx, options.market, due.period)) return null;
    return { period: due.period, cutoff: dayStartIn(due.day, timeZone), scheduled: true };
  }
  // The database's clock, rounded up to the millisecond a Date keeps: all approved before it.
  const clock = (await tx.execute(
    sql`select ceil(extract(epoch from clock_timestamp()) * 1000)::float8 as ms`,
  )) as unknown as { rows: { ms: number | string }[] };
  return {
    period: today.slice(0, 7),
    cutoff: new Date(Number(clock.rows[0]?.ms)),
    scheduled: false,
  };
}

/**
 * Closes a period of one market into statements (issue 35 item 3, decision 0071), in one
 * transaction holding the market's counter row: the closing row, every statement numbered on
 * without a gap, their lines, the counter, the e-mails and the audit row, or nothing. The
 * sweeper's period closes once (a partial unique index); a second closer of any kind waits on
 * the lock, then finds the lines already on statements.
 */
export async function closeStatementPeriod(
  db: Db,
  options: ClosingOptions,
): Promise<ClosingResult | null> {
  return db.transaction(async (tx) => {
    const lastNumber = await lockStatementCounter(tx, options.market);
    const settings = await readSettings(
      tx,
      ['statement_closing_day', 'firm', 'firm_nz_tax_numbers', 'firm_address', 'app_name'],
      options.config,
    );
    const chosen = await choosePeriod(tx, options, settings.statement_closing_day);
    if (!chosen) return null;
    const lines = await linesToClose(tx, options.market, chosen.cutoff);
    const carried = await balancesToCarry(tx, options.market);
    const partnerIds = [...new Set([...lines, ...carried].map((row) => row.partnerId))];
    const parties = partnerIds.length > 0 ? await partiesOfStatements(tx, partnerIds) : [];
    const built = buildStatements({ market: options.market, lastNumber, lines, carried, parties });
    const firm: StatementFirm = {
      ...firmIdentity(settings.firm, settings.app_name),
      address: settings.firm_address || null,
      taxNumbers: firmTaxNumbersAtIssue(
        options.market,
        settings.firm,
        settings.firm_nz_tax_numbers,
      ),
    };
    const [closing] = await tx
      .insert(statementClosings)
      .values({
        market: options.market,
        period: chosen.period,
        cutoff: chosen.cutoff,
        closedBy: options.actorUserId,
        statementCount: built.length,
        scheduled: chosen.scheduled,
      })
      .returning({ id: statementClosings.id });
    if (!closing) throw new Error('closing insert returned no row');
    await insertStatements(tx, {
      closingId: closing.id,
      market: options.market,
      period: chosen.period,
      firm,
      built,
    });
    await saveStatementCounter(tx, options.market, lastNumber + built.length);
    await recordAudit(tx, {
      actorUserId: options.actorUserId,
      action: 'statements.period_closed',
      entityType: 'statement_closing',
      entityId: closing.id,
      after: {
        market: options.market,
        period: chosen.period,
        cutoff: chosen.cutoff.toISOString(),
        statements: built.length,
        numbers: built.length > 0 ? [lastNumber + 1, lastNumber + built.length] : [],
      },
    });
    return { period: chosen.period, statements: built.length };
  });
}

/** The sweeper's round: each market's due period closed if it is not; statements issued. */
export async function closeDuePeriods(
  db: Db,
  config: Pick<AppConfig, 'APP_NAME'>,
): Promise<number> {
  let issued = 0;
  for (const market of MARKETS) {
    const result = await closeStatementPeriod(db, {
      market,
      mode: 'due',
      actorUserId: null,
      config,
    });
    issued += result?.statements ?? 0;
  }
  return issued;
}
