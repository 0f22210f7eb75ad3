import { randomUUID } from 'node:crypto';
import type { LeadSource } from '../../shared/leads/lead-sources';
import { normalizeApplication } from '../../shared/leads/apply.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import type { Recipient } from '../mail/admin-recipients';
import type { OutboxMessage } from '../mail/outbox';
import { applicationAnswers, type AnyApplication } from './application-answers';
import type { ShownConsent } from './application-rules';
import { nextLeadReference } from './lead-reference';
import type { CreditablePartner } from './lead-partner.queries';
import {
  findRepeatTarget,
  insertLeadWithEventAndMail,
  lockRepeatKey,
  type LeadEventInput,
} from './leads.queries';
import { holdRepeatApplication } from './hold-repeat-application';
import { mergeRepeatApplication } from './merge-repeat-application';
import { partnerNotices } from './partner-notice';

export interface SubmissionContext {
  ip: string;
  userAgent: string;
  /** The language the form was shown in (or the admin's, who read it to the caller). */
  locale: Locale;
  /** The environment's app name, which the consent names until one is saved in settings. */
  appName: string;
}

export interface CreateLeadResult {
  leadId: string;
  reference: string;
  /** True when the application joined the person's recent lead (decision 0052). */
  repeat: boolean;
  /**
   * True when the person's lead was outside the sender's scope (decision 0088): the answers are
   * held in its timeline and `reference` is a new one reserved for this enquiry, not the lead's.
   */
  held?: boolean;
}

export interface CheckedApplication {
  application: AnyApplication;
  source: LeadSource;
  partner: CreditablePartner | undefined;
  /** Where it came from, for the `created` or `repeat_enquiry` event. */
  origin: Record<string, unknown>;
  actor: Pick<LeadEventInput, 'actorType' | 'actorUserId'>;
  context: SubmissionContext;
  /** Built on the server from the live settings (application-rules.ts), never the browser's. */
  consent: ShownConsent;
  admins: Recipient[];
  attributionDays: number;
  /**
   * A partner's API key acts only on that partner's leads (decision 0088): a lead of the same
   * person credited to no one or to another partner is not joined but held for the admins.
   */
  keyScope?: CreditablePartner;
}

/**
 * A checked application, from a guest form or an admin's New lead, in the caller's
 * transaction: it joins the same person's recent lead of that market (decision 0052), or
 * becomes a new lead with that market's reference, its `created` event and its e-mails.
 */
export async function takeApplication(
  tx: Tx,
  input: CheckedApplication,
): Promise<CreateLeadResult> {
  const { application, partner, context } = input;
  const answers = applicationAnswers(application);

  await lockRepeatKey(tx, application.email, application.market);
  const target = await findRepeatTarget(tx, {
    email: application.email,
    market: application.market,
    referred: Boolean(partner),
    attributionDays: input.attributionDays,
  });
  const { keyScope } = input;
  if (target && keyScope && target.partnerId !== keyScope.id) {
    // The sender learns nothing of the person's lead: a reference of its own, as a new lead's.
    const heldReference = await nextLeadReference(tx, application.market);
    await holdRepeatApplication(tx, {
      lead: target,
      answers,
      partner: keyScope,
      origin: { ...input.origin, product: application.product },
      actor: input.actor,
      heldReference,
    });
    return { leadId: target.id, reference: heldReference, repeat: false, held: true };
  }
  if (target) {
    await mergeRepeatApplication(tx, {
      lead: target,
      answers,
      partner,
      origin: { ...input.origin, product: application.product },
      actor: input.actor,
      applicant: { email: application.email, locale: context.locale },
    });
    return { leadId: target.id, reference: target.reference, repeat: true };
  }

  const reference = await nextLeadReference(tx, application.market);
  // Chosen here so that the event and the e-mails, written in the same statement, can name it.
  const leadId = randomUUID();
  const leadRow = newLeadRow(application, {
    id: leadId,
    reference,
    source: input.source,
    partnerId: partner?.id ?? null,
    referredByUserId: partner?.referredByUserId ?? null,
    locale: context.locale,
    consent: input.consent,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  const messages = newLeadMessages(leadRow, input);
  const created = { leadId, type: 'created', ...input.actor, data: input.origin };
  await insertLeadWithEventAndMail(tx, leadRow, created, messages);
  return { leadId, reference, repeat: false };
}

/** What a new lead stores besides the application's answers. */
export interface NewLeadContext {
  id: string;
  reference: string;
  source: LeadSource;
  partnerId: string | null;
  /** The firm's member who referred it (issue 34); null: the firm's own, its owner's. */
  referredByUserId?: string | null;
  locale: Locale;
  consent: ShownConsent;
  ip: string;
  userAgent: string;
}

/**
 * The row of a new lead from a checked application, its answers in their stored forms: one
 * mapping for a guest's form, an admin's New lead and a CSV import's row (issue 33).
 */
export function newLeadRow(
  application: AnyApplication,
  stored: NewLeadContext,
): typeof leads.$inferInsert & { id: string } {
  const normalized = normalizeApplication(application);
  const withUtm = 'utm_source' in application ? application : null;
  const answers = applicationAnswers(application);
  return {
    id: stored.id,
    reference: stored.reference,
    market: application.market,
    source: stored.source,
    partnerId: stored.partnerId,
    referredByUserId: stored.referredByUserId ?? null,
    productSlug: application.product,
    firstName: application.first_name,
    lastName: application.last_name,
    email: application.email,
    mobile: normalized.mobile,
    businessName: answers.business_name?.toString() ?? null,
    businessNumber: normalized.businessNumber,
    businessStructure: application.variant === 'apply' ? application.business_structure : null,
    industry: answers.industry?.toString() ?? null,
    timeTrading: answers.time_trading?.toString() ?? null,
    annualRevenue: application.variant === 'apply' ? application.annual_revenue : null,
    amount: application.amount,
    currency: normalized.currency,
    purpose: answers.purpose?.toString() ?? null,
    termMonths: application.variant === 'apply-quick' ? null : application.term_months,
    region: answers.region?.toString() ?? null,
    locale: stored.locale,
    consentText: stored.consent.text,
    consentPrivacyVersionId: stored.consent.privacyVersionId,
    consentAt: new Date(),
    consentIp: stored.ip,
    consentUserAgent: stored.userAgent,
    utmSource: withUtm?.utm_source || null,
    utmMedium: withUtm?.utm_medium || null,
    utmCampaign: withUtm?.utm_campaign || null,
    utmTerm: withUtm?.utm_term || null,
    utmContent: withUtm?.utm_content || null,
    referrer: withUtm?.referrer || null,
  };
}

/** The applicant's confirmation, the admins' notification and the referring partner's notice. */
function newLeadMessages(
  lead: typeof leads.$inferInsert & { id: string },
  input: CheckedApplication,
): OutboxMessage[] {
  const applicant = `${lead.firstName} ${lead.lastName}`;
  const messages: OutboxMessage[] = [
    {
      recipient: lead.email,
      template: 'lead-confirmation',
      locale: input.context.locale,
      leadId: lead.id,
      data: {
        first_name: lead.firstName,
        reference: lead.reference,
        amount: lead.amount,
        currency: lead.currency,
      },
    },
  ];
  for (const admin of input.admins) {
    messages.push({
      recipient: admin.email,
      template: 'lead-admin-notification',
      locale: admin.locale,
      leadId: lead.id,
      data: {
        lead_id: lead.id,
        reference: lead.reference,
        market: lead.market,
        applicant,
        email: lead.email,
        mobile: lead.mobile,
        business_name: lead.businessName ?? null,
        amount: lead.amount,
        currency: lead.currency,
        source: lead.source,
        partner_company: input.partner?.company ?? null,
      },
    });
  }
  if (input.partner) {
    messages.push(
      ...partnerNotices(input.partner, {
        id: lead.id,
        reference: lead.reference,
        firstName: lead.firstName,
        lastName: lead.lastName,
        businessName: lead.businessName ?? null,
        amount: lead.amount,
        currency: lead.currency!,
      }),
    );
  }
  return messages;
}
