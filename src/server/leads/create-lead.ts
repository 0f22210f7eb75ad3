import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeApplication, type TApplication } from '../../shared/leads/apply.contract';
import type { Locale } from '../../shared/i18n/locales';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import type { leads } from '../db/schema';
import type { Tx } from '../db/transaction';
import { recipientColumns, recipientsFrom } from '../mail/admin-recipients';
import type { OutboxMessage } from '../mail/outbox';
import { applicationSchemaFor, schemaOptionsFrom } from '../options/form-options';
import { formOptionRulesColumn } from '../options/options.queries';
import { findActivePartnerByCode } from '../partners/partners.queries';
import { RequestValidationError } from '../plugins/validation';
import { fieldError } from '../errors';
import { translator } from '../i18n';
import { shownVersionIdColumn } from '../legal/legal.queries';
import { parseSettings, storedSettingsColumn } from '../settings/app-settings';
import { consentSentence } from './consent-sentence';
import { nextLeadReference } from './lead-reference';
import {
  addLeadEvent,
  findRecentDuplicate,
  insertLeadWithEventAndMail,
  lockDuplicateKey,
} from './leads.queries';

export interface SubmissionContext {
  ip: string;
  userAgent: string;
  /** The language the form was shown in: the consent sentence is built and stored in it. */
  locale: Locale;
  /** The environment's app name, which the consent names until one is saved in settings. */
  appName: string;
}

export interface CreateLeadResult {
  leadId: string;
  reference: string;
  /** True when the submission was a repeat of a recent lead and added to its timeline. */
  repeat: boolean;
}

/**
 * What an application is checked against and who hears of it, in one statement: the live
 * options (choices, amount limits) and the admin recipients.
 */
async function readApplicationRules(tx: Tx, context: SubmissionContext) {
  const [read] = await tx
    .select({
      optionRules: formOptionRulesColumn(),
      ...recipientColumns(),
      consentSettings: storedSettingsColumn(CONSENT_SETTINGS),
      privacyVersionId: shownVersionIdColumn('privacy', context.locale),
    })
    .from(sql`(select 1) as one`);
  if (!read) throw new Error('application rules read returned no row');
  const settings = parseSettings(read.consentSettings, CONSENT_SETTINGS, {
    APP_NAME: context.appName,
  });
  return {
    schemaOptions: schemaOptionsFrom(read.optionRules),
    recipients: recipientsFrom(read),
    consent: {
      text: consentSentence(translator(context.locale), settings),
      privacyVersionId: read.privacyVersionId,
    },
  };
}

const CONSENT_SETTINGS = ['app_name', 'firm'] as const;

/**
 * Takes a guest's application (issue 4), whose shape the route has checked. One transaction
 * checks it against the live options (422 with every field at fault) and writes the lead, its
 * `created` event and its e-mails, so none exists without the others. The same e-mail and amount
 * within 24 hours is a repeat enquiry on the existing lead instead of a second lead.
 *
 * Round trips are few on purpose (issue 18): every application waits for the previous one's
 * commit once it takes its market's reference counter, and on PGlite every statement of every
 * request runs in turn on one thread.
 */
export async function createLead(
  db: Db,
  submitted: TApplication,
  context: SubmissionContext,
): Promise<CreateLeadResult> {
  const code = submitted.referral_code?.trim() || null;

  return db.transaction(async (tx) => {
    // Read before the reference is taken: from then on every application waits for this one's
    // commit (one counter row per market and year), so that stretch holds only the writes.
    const { schemaOptions, recipients: admins, consent } = await readApplicationRules(tx, context);
    const checked = applicationSchemaFor(schemaOptions).safeParse(submitted, {
      reportInput: true,
    });
    if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
    const application = checked.data;
    // The sentence stored is the server's own, never the browser's: a sentence sent back that
    // differs (forged, or the settings changed since the form opened) is refused, so the
    // consent kept is the one the guest read.
    if (application.consent_text !== undefined && application.consent_text !== consent.text) {
      throw fieldError('consent', 'lead-validation.consent_changed');
    }
    const normalized = normalizeApplication(application);

    const partner = code ? await findActivePartnerByCode(tx, code) : undefined;
    const source = partner ? 'partner-link' : application.variant;
    const origin = {
      source,
      variant: application.variant,
      partner_id: partner?.id ?? null,
      // Kept for the audit trail even when the code matched no active partner.
      referral_code: code,
      ip: context.ip,
      user_agent: context.userAgent,
    };

    await lockDuplicateKey(tx, application.email, application.amount);
    const duplicate = await findRecentDuplicate(tx, application.email, application.amount);
    if (duplicate) {
      await addLeadEvent(tx, {
        leadId: duplicate.id,
        type: 'repeat_enquiry',
        actorType: 'guest',
        data: { ...origin, product: application.product },
      });
      return { leadId: duplicate.id, reference: duplicate.reference, repeat: true };
    }

    const reference = await nextLeadReference(tx, application.market);
    const full = application.variant === 'apply' ? application : null;
    const withBusiness = application.variant !== 'apply-quick' ? application : null;
    // Chosen here so that the event and the e-mails, written in the same statement, can name it.
    const leadId = randomUUID();
    const leadRow: typeof leads.$inferInsert & { id: string } = {
      id: leadId,
      reference,
      market: application.market,
      source,
      partnerId: partner?.id ?? null,
      productSlug: application.product,
      firstName: application.first_name,
      lastName: application.last_name,
      email: application.email,
      mobile: normalized.mobile,
      businessName: withBusiness?.business_name ?? null,
      businessNumber: normalized.businessNumber,
      businessStructure: full?.business_structure ?? null,
      industry: full?.industry ?? null,
      timeTrading: full?.time_trading ?? null,
      annualRevenue: full?.annual_revenue ?? null,
      amount: application.amount,
      currency: normalized.currency,
      purpose: withBusiness?.purpose ?? null,
      termMonths: withBusiness?.term_months ?? null,
      region: withBusiness?.region ?? null,
      locale: context.locale,
      consentText: consent.text,
      consentPrivacyVersionId: consent.privacyVersionId,
      consentAt: new Date(),
      consentIp: context.ip,
      consentUserAgent: context.userAgent,
      utmSource: application.utm_source || null,
      utmMedium: application.utm_medium || null,
      utmCampaign: application.utm_campaign || null,
      utmTerm: application.utm_term || null,
      utmContent: application.utm_content || null,
      referrer: application.referrer || null,
    };

    const applicant = `${application.first_name} ${application.last_name}`;
    const messages: OutboxMessage[] = [
      {
        recipient: application.email,
        template: 'lead-confirmation',
        locale: context.locale,
        leadId,
        data: {
          first_name: application.first_name,
          reference,
          amount: application.amount,
          currency: normalized.currency,
        },
      },
    ];
    for (const admin of admins) {
      messages.push({
        recipient: admin.email,
        template: 'lead-admin-notification',
        locale: admin.locale,
        leadId,
        data: {
          lead_id: leadId,
          reference,
          market: application.market,
          applicant,
          email: application.email,
          mobile: normalized.mobile,
          business_name: withBusiness?.business_name ?? null,
          amount: application.amount,
          currency: normalized.currency,
          source,
          partner_company: partner?.company ?? null,
        },
      });
    }
    if (partner) {
      messages.push({
        recipient: partner.userEmail,
        template: 'lead-partner-notice',
        locale: partner.userLocale,
        leadId,
        data: {
          partner_name: partner.userName,
          reference,
          applicant,
          business_name: withBusiness?.business_name ?? null,
          amount: application.amount,
          currency: normalized.currency,
        },
      });
    }
    const created = { leadId, type: 'created', actorType: 'guest', data: origin } as const;
    await insertLeadWithEventAndMail(tx, leadRow, created, messages);
    return { leadId, reference, repeat: false };
  });
}
