import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { TTermSheet, TTermSheetFields } from '../../shared/deal-room/term-sheet.contract';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import { termSheets } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { sha256 } from '../lib/hash';

export type TermSheetRow = typeof termSheets.$inferSelect;

/** True when the firm's calendar in the market has passed the sheet's last day. */
const pastExpiry = (market: Market) =>
  sql<boolean>`${termSheets.expiresOn} < (now() at time zone ${MARKET_INFO[market].timeZone})::date`;

export async function findTermSheet(db: DbOrTx, leadId: string, market: Market) {
  const [row] = await db
    .select({ sheet: termSheets, pastExpiry: pastExpiry(market) })
    .from(termSheets)
    .where(eq(termSheets.leadId, leadId));
  return row;
}

export function fieldsOf(row: TermSheetRow): TTermSheetFields {
  return {
    facility_amount: row.facilityAmount,
    interest_rate_type: row.interestRateType,
    interest_rate: row.interestRateBps / 100,
    term_months: row.termMonths,
    repayment_amount: row.repaymentAmount,
    repayment_frequency: row.repaymentFrequency,
    establishment_fee: row.establishmentFee,
    other_fees: row.otherFees,
    security: row.security,
    conditions: row.conditions,
    expires_on: row.expiresOn,
  };
}

/** The columns of the given fields, for an insert or an update. */
export function columnsOf(fields: TTermSheetFields) {
  return {
    facilityAmount: fields.facility_amount,
    interestRateType: fields.interest_rate_type,
    interestRateBps: Math.round(fields.interest_rate * 100),
    termMonths: fields.term_months,
    repaymentAmount: fields.repayment_amount,
    repaymentFrequency: fields.repayment_frequency,
    establishmentFee: fields.establishment_fee,
    otherFees: fields.other_fees,
    security: fields.security,
    conditions: fields.conditions,
    expiresOn: fields.expires_on,
  };
}

/**
 * SHA-256 of exactly what the guest is shown: every term, the currency and the lead's
 * reference, in a fixed order. Sending fixes it; an acceptance must name the same hash.
 */
export function contentHash(row: TermSheetRow, reference: string): string {
  const fields = fieldsOf(row);
  const ordered = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key as keyof TTermSheetFields]]);
  return sha256(JSON.stringify([reference, row.currency, ordered]));
}

/** A sent sheet past its last day shows as expired, without a job to mark it. */
export function toTermSheet(row: TermSheetRow, expired: boolean): TTermSheet {
  const open = row.status === 'sent' || row.status === 'viewed';
  return {
    ...fieldsOf(row),
    status: open && expired ? 'expired' : row.status,
    currency: row.currency,
    version: row.version,
    sent_at: row.sentAt?.toISOString() ?? null,
    viewed_at: row.viewedAt?.toISOString() ?? null,
    accepted_name: row.acceptedName,
    accepted_at: row.acceptedAt?.toISOString() ?? null,
    declined_at: row.declinedAt?.toISOString() ?? null,
    decline_reason: row.declineReason,
  };
}

/** Updates the sheet only at the version the caller read; answers the new row or undefined. */
export async function updateTermSheetAt(
  db: DbOrTx,
  id: string,
  version: number,
  changes: PgUpdateSetSource<typeof termSheets>,
) {
  const [row] = await db
    .update(termSheets)
    .set({ ...changes, version: version + 1, updatedAt: sql`now()` })
    .where(and(eq(termSheets.id, id), eq(termSheets.version, version)))
    .returning();
  return row;
}
