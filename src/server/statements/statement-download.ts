import type { FastifyReply } from 'fastify';
import { FALLBACK_LOCALE, normalizeLocale } from '../../shared/i18n/locales';
import { statementNumber } from '../../shared/statements/statement-terms';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { translator } from '../i18n';
import { attachmentHeader } from '../deal-room/document-files';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { carriedFromNumber, findStatement, linesOfStatement } from './statement-list.queries';
import { renderStatementPdf } from './statement-pdf';

/**
 * Sends a statement's PDF, rendered on demand from its immutable rows in the language it was
 * issued in. `partnerId` limits it to that partner's own: anyone else's is a 404, never a 403,
 * so an id says nothing. The fonts ship with the app (decision 0094), so every language draws.
 */
export async function sendStatementPdf(
  reply: FastifyReply,
  db: DbOrTx,
  input: { id: string; partnerId?: string },
) {
  const statement = await findStatement(db, idOrNotFound(input.id), input.partnerId);
  if (!statement) throw new AppError('not_found', 'errors.not_found');
  const locale = normalizeLocale(statement.language) ?? FALLBACK_LOCALE;
  const [lines, carriedFrom] = await Promise.all([
    linesOfStatement(db, statement.id),
    carriedFromNumber(db, statement.id),
  ]);
  const pdf = await renderStatementPdf({
    statement,
    lines,
    carriedFrom,
    t: translator(locale),
    english: translator(FALLBACK_LOCALE),
    locale,
  });
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      attachmentHeader(`${statementNumber(statement.market, statement.number)}.pdf`),
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
