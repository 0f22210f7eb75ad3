import type { Market } from '../../shared/markets/markets';
import type { StatementKind } from '../../shared/statements/statement-terms';

/**
 * The document a statement is in law (decision 0094): a tax invoice issued for the partner
 * (AU recipient-created, NZ buyer-created), or, when its own lines net to a decrease (clawbacks
 * after payment), the adjustment note (AU) or credit note (NZ) that the GST rules name for a
 * decrease, never a "tax invoice" with negative GST; a remittance advice without self-billing.
 * A balance carried from an earlier statement changes no supply, so only the lines decide.
 */
export type StatementDocument =
  'rcti' | 'bcti' | 'adjustment_note' | 'credit_note' | 'remittance_advice';

export function statementDocument(statement: {
  kind: StatementKind;
  market: Market;
  subtotalCents: number;
  gstCents: number;
}): StatementDocument {
  if (statement.kind === 'remittance_advice') return 'remittance_advice';
  const decrease = statement.subtotalCents + statement.gstCents < 0;
  if (statement.market === 'AU') return decrease ? 'adjustment_note' : 'rcti';
  return decrease ? 'credit_note' : 'bcti';
}

/** Whether the document is one the tax law names, whose English words stay on every language's. */
export const isTaxDocument = (document: StatementDocument) => document !== 'remittance_advice';
