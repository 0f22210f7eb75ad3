import { and, eq, sql } from 'drizzle-orm';
import type { TTermSheet, TTermSheetFields } from '../../shared/deal-room/term-sheet.contract';
import { suggestedRepayment } from '../../shared/deal-room/repayment';
import { OPTION_DATA_SCHEMAS } from '../../shared/options/option-groups';
import { MARKET_INFO, type Market } from '../../shared/markets/markets';
import type { Db } from '../db/client';
import { leads, options, termSheets } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError, fieldError } from '../errors';
import { addLeadEvent } from '../leads/leads.queries';
import { sendGuestLink } from './send-guest-link';
import {
  columnsOf,
  contentHash,
  fieldsOf,
  findTermSheet,
  toTermSheet,
  updateTermSheetAt,
} from './term-sheets.queries';

/** Days a new term sheet stays open for acceptance unless the admin changes it. */
const DEFAULT_OPEN_DAYS = 14;

async function leadOf(db: Db | Tx, leadId: string) {
  const [lead] = await db
    .select({
      id: leads.id,
      market: leads.market,
      amount: leads.amount,
      currency: leads.currency,
      reference: leads.reference,
    })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  return lead;
}

/** The firm's calendar day in the market, `addDays` from today. */
function firmDay(market: Market, addDays = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: MARKET_INFO[market].timeZone }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + addDays);
  return date.toISOString().slice(0, 10);
}

/** A new term sheet starts from the market's `term_sheet_default` option and the lead's amount. */
async function defaultsFor(
  db: Db,
  lead: { market: Market; amount: number },
): Promise<TTermSheetFields> {
  const [option] = await db
    .select({ data: options.data })
    .from(options)
    .where(and(eq(options.group, 'term_sheet_default'), eq(options.value, lead.market)));
  const parsed = OPTION_DATA_SCHEMAS.term_sheet_default.safeParse(option?.data);
  const base = parsed.success
    ? parsed.data
    : {
        interest_rate_type: 'fixed' as const,
        interest_rate: 12,
        term_months: 36,
        repayment_frequency: 'monthly' as const,
        establishment_fee: 0,
      };
  const terms = { ...base, facility_amount: lead.amount };
  return {
    ...terms,
    repayment_amount: suggestedRepayment(terms),
    other_fees: '',
    security: '',
    conditions: '',
    expires_on: firmDay(lead.market, DEFAULT_OPEN_DAYS),
  };
}

export async function readAdminTermSheet(db: Db, leadId: string) {
  const lead = await leadOf(db, leadId);
  const found = await findTermSheet(db, leadId, lead.market);
  return {
    term_sheet: found ? toTermSheet(found.sheet, found.pastExpiry) : null,
    defaults: found ? fieldsOf(found.sheet) : await defaultsFor(db, lead),
  };
}

function checkExpiry(market: Market, expiresOn: string): void {
  if (expiresOn < firmDay(market)) {
    throw fieldError('expires_on', 'deal-room-validation.expiry_past');
  }
}

/**
 * Saves the lead's term sheet as a draft. Editing one already sent takes it back to draft: the
 * guest's page then says it is being revised, and it must be sent again before anyone can
 * accept it. An accepted sheet is final.
 */
export async function saveTermSheet(
  db: Db,
  input: { leadId: string; fields: TTermSheetFields; version?: number; actorUserId: string },
): Promise<TTermSheet> {
  const lead = await leadOf(db, input.leadId);
  checkExpiry(lead.market, input.fields.expires_on);
  return db.transaction(async (tx) => {
    const found = await findTermSheet(tx, lead.id, lead.market);
    let saved;
    if (!found) {
      if (input.version !== undefined) throw new AppError('conflict', 'lead.stale_version');
      [saved] = await tx
        .insert(termSheets)
        .values({ leadId: lead.id, currency: lead.currency, ...columnsOf(input.fields) })
        .onConflictDoNothing()
        .returning();
      // Another admin created it a moment ago.
      if (!saved) throw new AppError('conflict', 'lead.stale_version');
    } else {
      if (found.sheet.status === 'accepted') {
        throw new AppError('conflict', 'deal-room-admin.term_sheet_final');
      }
      saved = await updateTermSheetAt(tx, found.sheet.id, input.version ?? -1, {
        ...columnsOf(input.fields),
        status: 'draft',
        sentHash: null,
      });
      if (!saved) throw new AppError('conflict', 'lead.stale_version');
    }
    await addLeadEvent(tx, {
      leadId: lead.id,
      type: 'term_sheet_saved',
      actorType: 'user',
      actorUserId: input.actorUserId,
      data: { facility_amount: input.fields.facility_amount, revised: !!found?.sheet.sentAt },
    });
    return toTermSheet(saved, false);
  });
}

/** Fixes the sheet's content (its hash) and e-mails the applicant a link to it. */
export async function sendTermSheet(
  db: Db,
  input: { leadId: string; version: number; actorUserId: string; appKey: string },
): Promise<TTermSheet> {
  const lead = await leadOf(db, input.leadId);
  return db.transaction(async (tx) => {
    const found = await findTermSheet(tx, lead.id, lead.market);
    if (!found) throw new AppError('conflict', 'deal-room-admin.term_sheet_missing');
    if (found.sheet.status === 'accepted') {
      throw new AppError('conflict', 'deal-room-admin.term_sheet_final');
    }
    if (found.pastExpiry) throw fieldError('expires_on', 'deal-room-validation.expiry_past');
    const sent = await updateTermSheetAt(tx, found.sheet.id, input.version, {
      status: 'sent',
      sentAt: sql`now()`,
      sentHash: contentHash(found.sheet, lead.reference),
      viewedAt: null,
      declinedAt: null,
      declineReason: null,
    });
    if (!sent) throw new AppError('conflict', 'lead.stale_version');
    await sendGuestLink(tx, {
      leadId: lead.id,
      purpose: 'term-sheet',
      actorUserId: input.actorUserId,
      appKey: input.appKey,
    });
    return toTermSheet(sent, false);
  });
}
