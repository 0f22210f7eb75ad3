import type { ShownConsent } from '../leads/application-rules';
import type { TAdminLead } from '../../shared/leads/apply.contract';
import { compactBusinessNumber } from '../../shared/leads/business-number';
import type { Locale } from '../../shared/i18n/locales';
import { MARKETS, type Market } from '../../shared/markets/markets';
import { insertByColumns } from '../db/column-arrays';
import { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { applicationAnswers } from '../leads/application-answers';
import type { LeadRow } from '../leads/lead-detail.queries';
import { insertLeadEvents, type LeadEventInput } from '../leads/leads.queries';
import { compareAnswers } from '../leads/merge-repeat-application';
import { newLeadRow } from '../leads/take-application';
import { checkImportRow, type ImportRules } from './check-import-row';
import {
  fillMatchedLeads,
  findImportMatches,
  saveRowOutcomes,
  type LeadFill,
  type ImportRow,
  type RowOutcome,
} from './lead-import.queries';
import { nextLeadReferences } from './next-lead-references';

export interface ImportContext {
  batchId: string;
  rules: ImportRules;
  actorUserId: string;
  locale: Locale;
  consent: ShownConsent;
  ip: string;
  userAgent: string;
}

export interface ChunkCounts {
  consumed: number;
  created: number;
  matched: number;
  refused: number;
}

interface Planned {
  row: ImportRow;
  application: TAdminLead;
  target: LeadRow | undefined;
}

const folded = (email: string) => email.trim().toLowerCase();

/**
 * A checked row's business number as stored (digits), as normalizeApplication gives it but
 * without parsing the mobile number (libphonenumber, the dearest step of a row after the
 * schema's check), which matching and claiming do not need.
 */
function businessNumberOf(application: TAdminLead): string | null {
  return 'business_number' in application
    ? compactBusinessNumber(application.business_number)
    : null;
}

/** The leads of the chunk's markets that its rows match, by business number and by e-mail. */
async function matchesOf(tx: Tx, applications: TAdminLead[]) {
  const byNumber = new Map<string, LeadRow>();
  const byEmail = new Map<string, LeadRow>();
  for (const market of MARKETS) {
    const ofMarket = applications.filter((application) => application.market === market);
    if (ofMarket.length === 0) continue;
    const businessNumbers = ofMarket
      .map(businessNumberOf)
      .filter((value): value is string => Boolean(value));
    const emails = ofMarket.map((application) => folded(application.email));
    // Newest first: the first seen of a key is the lead a repeat would join.
    for (const lead of await findImportMatches(tx, market, { businessNumbers, emails })) {
      const numberKey = `${market}:${lead.businessNumber}`;
      const emailKey = `${market}:${folded(lead.email)}`;
      if (lead.businessNumber && !byNumber.has(numberKey)) byNumber.set(numberKey, lead);
      if (!byEmail.has(emailKey)) byEmail.set(emailKey, lead);
    }
  }
  return (application: TAdminLead) => {
    const number = businessNumberOf(application);
    const market: Market = application.market;
    return (
      (number ? byNumber.get(`${market}:${number}`) : undefined) ??
      byEmail.get(`${market}:${folded(application.email)}`)
    );
  };
}

/** The keys a row claims in its chunk: its lead, or the business number and e-mail it brings. */
function claimsOf({ application, target }: Omit<Planned, 'row'>): string[] {
  if (target) return [`lead:${target.id}`];
  const number = businessNumberOf(application);
  return [
    `email:${application.market}:${folded(application.email)}`,
    ...(number ? [`number:${application.market}:${number}`] : []),
  ];
}

/**
 * Imports the rows of one chunk inside the batch's transaction (issue 33): refused rows are
 * noted, a row matching a live lead of its market by ABN/NZBN or e-mail fills its empty fields
 * and keeps each different answer in a `repeat_enquiry` event (the deal-flow rule, decision
 * 0052), any other row becomes a lead with its `created` event. No e-mail is sent: a firm moving
 * its book does not write to every applicant. A row whose lead or keys an earlier row of the
 * chunk already claimed ends the chunk, so the next chunk sees that row's lead in the database.
 */
export async function importChunk(
  tx: Tx,
  rows: ImportRow[],
  context: ImportContext,
): Promise<ChunkCounts> {
  const checked = rows.map((row) => ({ row, result: checkImportRow(row.cells, context.rules) }));
  const valid = checked.flatMap(({ result }) => (result.ok ? [result.application] : []));
  const matchOf = await matchesOf(tx, valid);

  const claimed = new Set<string>();
  const planned: Planned[] = [];
  const outcomes: RowOutcome[] = [];
  let consumed = 0;
  for (const { row, result } of checked) {
    if (!result.ok) {
      outcomes.push({
        rowNumber: row.rowNumber,
        outcome: 'refused',
        leadId: null,
        filled: null,
        leadVersion: null,
      });
    } else {
      const plan = { row, application: result.application, target: matchOf(result.application) };
      const claims = claimsOf(plan);
      if (claims.some((claim) => claimed.has(claim))) break;
      claims.forEach((claim) => claimed.add(claim));
      planned.push(plan);
    }
    consumed += 1;
  }

  const events: LeadEventInput[] = [];
  const origin = (row: ImportRow) => ({
    source: 'import',
    batch_id: context.batchId,
    row_number: row.rowNumber,
  });
  const actor = { actorType: 'user' as const, actorUserId: context.actorUserId };

  const fresh = planned.filter((plan) => !plan.target);
  const newRows: (typeof leads.$inferInsert & { id: string })[] = [];
  for (const market of MARKETS) {
    const ofMarket = fresh.filter((plan) => plan.application.market === market);
    if (ofMarket.length === 0) continue;
    const references = await nextLeadReferences(tx, market, ofMarket.length);
    ofMarket.forEach((plan, index) => {
      const lead = newLeadRow(plan.application, {
        id: crypto.randomUUID(),
        reference: references[index]!,
        source: 'admin',
        partnerId: null,
        locale: context.locale,
        consent: context.consent,
        ip: context.ip,
        userAgent: context.userAgent,
      });
      newRows.push(lead);
      events.push({ leadId: lead.id, type: 'created', ...actor, data: origin(plan.row) });
      outcomes.push({
        rowNumber: plan.row.rowNumber,
        outcome: 'created',
        leadId: lead.id,
        filled: null,
        leadVersion: 1,
      });
    });
  }
  await insertByColumns(tx, leads, newRows);

  const fills: LeadFill[] = [];
  for (const { row, application, target } of planned) {
    if (!target) continue;
    const { filled, differences, set } = compareAnswers(target, applicationAnswers(application));
    const changed = Object.keys(set).length > 0;
    fills.push({ id: target.id, set: set as Record<string, unknown> });
    events.push({
      leadId: target.id,
      type: 'repeat_enquiry',
      ...actor,
      data: { ...origin(row), filled, differences, other_partner: null },
    });
    outcomes.push({
      rowNumber: row.rowNumber,
      outcome: 'matched',
      leadId: target.id,
      filled: changed ? (set as Record<string, unknown>) : null,
      leadVersion: target.version + (changed ? 1 : 0),
    });
  }
  await fillMatchedLeads(tx, fills);
  // New leads' activity is their insert's (a default of now()), matched ones' is their fill's.
  await insertLeadEvents(tx, events);
  await saveRowOutcomes(tx, context.batchId, outcomes);

  return {
    consumed,
    created: newRows.length,
    matched: planned.length - newRows.length,
    refused: outcomes.filter((outcome) => outcome.outcome === 'refused').length,
  };
}
