import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { enqueueMail, type OutboxMessage } from '../mail/outbox';
import type { ApplicationAnswers } from './application-answers';
import { saveLead, type LeadRow } from './lead-detail.queries';
import { LEAD_FIELD_COLUMNS } from './lead-field-columns';
import type { CreditablePartner } from './lead-partner.queries';
import { addLeadEvent, type LeadEventInput } from './leads.queries';
import { partnerNotices } from './partner-notice';
import { recordPartnerChange } from './record-partner-change';

export interface RepeatInput {
  lead: LeadRow;
  answers: ApplicationAnswers;
  /** The active partner whose link (or an admin's choice) brought this application. */
  partner: CreditablePartner | undefined;
  /** Where the application came from, kept in the `repeat_enquiry` event. */
  origin: Record<string, unknown>;
  actor: Pick<LeadEventInput, 'actorType' | 'actorUserId'>;
  /** The applicant's e-mail and language, for the e-mail that gives them the reference. */
  applicant: { email: string; locale: string };
}

/**
 * Fills the lead's empty fields; a different answer is kept for an admin to weigh. Also the rule
 * of a CSV row that matches a lead (lead-import/import-chunk.ts).
 */
export function compareAnswers(lead: LeadRow, answers: ApplicationAnswers) {
  const filled: Record<string, unknown> = {};
  const differences: Record<string, { answered: unknown; lead: unknown }> = {};
  const set: PgUpdateSetSource<typeof leads> = {};
  for (const [field, answered] of Object.entries(answers) as [
    keyof ApplicationAnswers,
    string | number | undefined,
  ][]) {
    if (answered === undefined || answered === '') continue;
    const column = LEAD_FIELD_COLUMNS[field];
    const current = lead[column];
    if (current === null || current === '') {
      filled[field] = answered;
      Object.assign(set, { [column]: answered });
    } else if (current !== answered) {
      differences[field] = { answered, lead: current };
    }
  }
  return { filled, differences, set };
}

/**
 * A repeat application joins the person's lead (decision 0052) and loses no answer: empty
 * fields take the new answers, different answers are kept in the `repeat_enquiry` event for
 * an admin's "use this value". A lead with no partner takes the referring partner, who is told;
 * a lead credited to a partner keeps them, and the other referral is recorded. The applicant
 * gets the reference by e-mail, as for a new application; the page never shows it.
 */
export async function mergeRepeatApplication(tx: Tx, input: RepeatInput): Promise<void> {
  const { lead, partner } = input;
  const { filled, differences, set } = compareAnswers(lead, input.answers);
  const credit = partner && !lead.partnerId ? partner : undefined;
  const uncredited = partner && lead.partnerId && lead.partnerId !== partner.id ? partner : null;
  if (credit) {
    set.partnerId = credit.id;
    set.referredByUserId = credit.referredByUserId ?? null;
  }
  if (Object.keys(set).length > 0) await saveLead(tx, lead, set);

  await addLeadEvent(tx, {
    leadId: lead.id,
    type: 'repeat_enquiry',
    ...input.actor,
    data: {
      ...input.origin,
      filled,
      differences,
      other_partner: uncredited && { id: uncredited.id, company: uncredited.company },
    },
  });
  const messages: OutboxMessage[] = [
    {
      recipient: input.applicant.email,
      template: 'lead-confirmation',
      locale: input.applicant.locale,
      leadId: lead.id,
      data: {
        first_name: lead.firstName,
        reference: lead.reference,
        amount: lead.amount,
        currency: lead.currency,
      },
    },
  ];
  if (credit) {
    await recordPartnerChange(tx, {
      leadId: lead.id,
      ...input.actor,
      before: null,
      after: { id: credit.id, company: credit.company },
      by: 'referral',
    });
    const businessName =
      lead.businessName ?? (typeof filled.business_name === 'string' ? filled.business_name : null);
    messages.push(...partnerNotices(credit, { ...lead, businessName }));
  }
  await enqueueMail(tx, messages);
}
