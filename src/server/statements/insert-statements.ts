import { currencyOf, type Market } from '../../shared/markets/markets';
import { statementNumber } from '../../shared/statements/statement-terms';
import type { Tx } from '../db/transaction';
import { statementLines, statements } from '../db/schema';
import { enqueueMail, type OutboxMessage } from '../mail/outbox';
import type { BuiltStatement, StatementFirm } from './build-statements';

/** Rows per insert: a closing of 10,000 partners stays far below PostgreSQL's parameter limit. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    out.push(rows.slice(start, start + CHUNK));
  return out;
}

/** The statements of a closing, their lines and each partner's e-mail, inside its transaction. */
export async function insertStatements(
  tx: Tx,
  input: {
    closingId: string;
    market: Market;
    period: string;
    firm: StatementFirm;
    built: readonly BuiltStatement[];
  },
): Promise<void> {
  const currency = currencyOf(input.market);
  const idOf = new Map<string, string>();
  for (const group of chunks(input.built)) {
    const inserted = await tx
      .insert(statements)
      .values(
        group.map((row) => ({
          closingId: input.closingId,
          partnerId: row.partnerId,
          market: input.market,
          currency,
          number: row.number,
          period: input.period,
          kind: row.kind,
          gstRegistered: row.gstRegistered,
          gstRateBasisPoints: row.gstRateBasisPoints,
          carriedFromId: row.carriedFromId,
          carriedCents: row.carriedCents,
          subtotalCents: row.subtotalCents,
          gstCents: row.gstCents,
          totalCents: row.totalCents,
          partnerIdentity: row.partnerIdentity,
          firmIdentity: input.firm,
          language: row.language,
        })),
      )
      .returning({ id: statements.id, partnerId: statements.partnerId });
    for (const row of inserted) idOf.set(row.partnerId, row.id);
  }
  const lines = input.built.flatMap((row) =>
    row.lines.map((line, position) => ({
      statementId: idOf.get(row.partnerId) ?? '',
      commissionId: line.commissionId,
      kind: line.kind,
      leadReference: line.reference,
      amountCents: line.amountCents,
      gstCents: line.gstCents,
      position,
    })),
  );
  for (const group of chunks(lines)) await tx.insert(statementLines).values(group);
  const mails: OutboxMessage[] = input.built.map((row) => ({
    recipient: row.party.email,
    template: 'statement-issued',
    locale: row.language,
    data: {
      partner_name: row.party.name,
      number: statementNumber(input.market, row.number),
      period: input.period,
      kind: row.kind,
      total_cents: row.totalCents,
      currency,
    },
  }));
  for (const group of chunks(mails)) await enqueueMail(tx, group);
}
