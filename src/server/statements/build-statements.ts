import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { gstOf, type StatementKind } from '../../shared/statements/statement-terms';
import type { FirmIdentity } from '../../shared/page-config';
import type { FirmTaxNumbers } from './firm-tax-numbers';
import type { StatementParty } from './statements.queries';

export interface LineToClose {
  commissionId: string;
  partnerId: string;
  kind: 'commission' | 'clawback';
  /** Whole dollars, as commissions keep them. */
  amount: number;
  reference: string;
}

export interface BalanceToCarry {
  id: string;
  partnerId: string;
  totalCents: number;
}

/**
 * The firm as a statement names it at issue: its identity, its address and its identifiers in
 * the statement's market (absent on statements issued before decision 0094).
 */
export type StatementFirm = FirmIdentity & {
  address: string | null;
  taxNumbers?: FirmTaxNumbers;
};

export interface PartnerIdentity {
  company: string;
  legal_name: string;
  business_number: string;
  gst_number: string | null;
  gst_registered: boolean;
}

export interface BuiltStatement {
  partnerId: string;
  number: number;
  kind: StatementKind;
  gstRegistered: boolean;
  gstRateBasisPoints: number;
  carriedFromId: string | null;
  carriedCents: number;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  partnerIdentity: PartnerIdentity;
  language: string;
  party: StatementParty;
  lines: {
    commissionId: string;
    kind: LineToClose['kind'];
    reference: string;
    amountCents: number;
    gstCents: number;
  }[];
}

/**
 * The statements of one closing, numbered on from `lastNumber` (decision 0071): one per partner
 * with new lines, carrying the balance of their last statement still owed. GST is added to each
 * line, to the cent, only for a partner registered for GST at issue; without a self-billing
 * agreement the statement is a remittance advice. Pure, so the rules are tested without a database.
 */
export function buildStatements(input: {
  market: Market;
  lastNumber: number;
  lines: readonly LineToClose[];
  carried: readonly BalanceToCarry[];
  parties: readonly StatementParty[];
}): BuiltStatement[] {
  const rate = MARKET_INFO[input.market].gstRateBasisPoints;
  const linesOf = new Map<string, LineToClose[]>();
  for (const line of input.lines) {
    const own = linesOf.get(line.partnerId);
    if (own) own.push(line);
    else linesOf.set(line.partnerId, [line]);
  }
  const carriedOf = new Map(input.carried.map((row) => [row.partnerId, row]));
  const parties = [...input.parties].sort(
    (a, b) => a.company.localeCompare(b.company, 'en') || a.partnerId.localeCompare(b.partnerId),
  );
  const built: BuiltStatement[] = [];
  for (const party of parties) {
    const own = linesOf.get(party.partnerId) ?? [];
    const carried = carriedOf.get(party.partnerId);
    const registered = party.gstRegistered ?? false;
    const lines = own.map((line) => {
      const amountCents = line.amount * 100;
      return {
        commissionId: line.commissionId,
        kind: line.kind,
        reference: line.reference,
        amountCents,
        gstCents: registered ? gstOf(amountCents, rate) : 0,
      };
    });
    const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
    const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
    const carriedCents = carried?.totalCents ?? 0;
    // Only new lines make a statement: a balance alone waits for them (it is still owed on its
    // own statement), so a second closing soon after the first issues nothing again.
    if (lines.length === 0) continue;
    built.push({
      partnerId: party.partnerId,
      number: input.lastNumber + built.length + 1,
      kind: party.selfBilling ? 'tax_invoice' : 'remittance_advice',
      gstRegistered: registered,
      gstRateBasisPoints: rate,
      carriedFromId: carried?.id ?? null,
      carriedCents,
      subtotalCents,
      gstCents,
      totalCents: carriedCents + subtotalCents + gstCents,
      partnerIdentity: {
        company: party.company,
        legal_name: party.legalName ?? party.company,
        business_number: party.businessNumber ?? party.partnerBusinessNumber,
        gst_number: party.gstNumber ?? null,
        gst_registered: registered,
      },
      language: party.locale,
      party,
      lines,
    });
  }
  return built;
}
