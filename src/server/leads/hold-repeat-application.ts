import type { Tx } from '../db/transaction';
import type { ApplicationAnswers } from './application-answers';
import type { LeadRow } from './lead-detail.queries';
import type { CreditablePartner } from './lead-partner.queries';
import { addLeadEvent, type LeadEventInput } from './leads.queries';
import { compareAnswers } from './merge-repeat-application';

export interface HeldRepeatInput {
  lead: LeadRow;
  answers: ApplicationAnswers;
  /** The partner whose API key sent it: the lead is not theirs. */
  partner: CreditablePartner;
  origin: Record<string, unknown>;
  actor: Pick<LeadEventInput, 'actorType' | 'actorUserId'>;
  /** The reference the sender was answered with, so an admin can match their question to it. */
  heldReference: string;
}

/**
 * A partner's API key sent a person whose lead is outside its scope (a direct lead or another
 * partner's, decision 0088). Nothing of the lead changes and no one is credited or told: the
 * `repeat_enquiry` event keeps every answer as a difference, so an admin may take any of them
 * with "Use this value", and names the partner, as a second partner's referral does.
 */
export async function holdRepeatApplication(tx: Tx, input: HeldRepeatInput): Promise<void> {
  const { filled, differences } = compareAnswers(input.lead, input.answers);
  const unfilled = Object.fromEntries(
    Object.entries(filled).map(([field, answered]) => [field, { answered, lead: null }]),
  );
  await addLeadEvent(tx, {
    leadId: input.lead.id,
    type: 'repeat_enquiry',
    ...input.actor,
    data: {
      ...input.origin,
      filled: {},
      differences: { ...unfilled, ...differences },
      other_partner: { id: input.partner.id, company: input.partner.company },
      held: { reason: 'api_key_scope', reference: input.heldReference },
    },
  });
}
