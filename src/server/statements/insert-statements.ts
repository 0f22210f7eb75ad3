import { randomUUID } from 'node:crypto';
import { currencyOf, type Market } from '../../shared/markets/markets';
import { statementNumber } from '../../shared/statements/statement-terms';
import type { Tx } from '../db/transaction';
import { rawQueryOf } from '../db/raw-query';
import { outbox, statementLines, statements } from '../db/schema';
import { bulkInsert } from '../demo/bulk-insert';
import { outboxRows, type OutboxMessage } from '../mail/outbox';
import type { BuiltStatement, StatementFirm } from './build-statements';

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
  const query = rawQueryOf(tx);
  // Ids chosen here, so that the lines can name their statement without reading it back.
  const idOf = new Map(input.built.map((row) => [row.partnerId, randomUUID()]));
  await bulkInsert(
    query,
    statements,
    input.built.map((row) => ({
      id: idOf.get(row.partnerId),
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
  );
  await bulkInsert(
    query,
    statementLines,
    input.built.flatMap((row) =>
      row.lines.map((line, position) => ({
        statementId: idOf.get(row.partnerId) ?? '',
        commissionId: line.commissionId,
        kind: line.kind,
        leadReference: line.reference,
        amountCents: line.amountCents,
        gstCents: line.gstCents,
        position,
      })),
    ),
  );
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
  await bulkInsert(query, outbox, outboxRows(mails));
}
