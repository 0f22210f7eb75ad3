import { FALLBACK_LOCALE, normalizeLocale } from '../../../shared/i18n/locales';
import { translator } from '../../i18n';
import { unseal } from '../../lib/seal';
import { lacksSealedField } from '../sealed-fields';
import type { TemplateContext } from './context';
import { withFooter, type RenderedMail } from './layout';
import { emailChangeNotice } from './email-change-notice';
import { emailInUse } from './email-in-use';
import { signInThrottled } from './sign-in-throttled';
import type { FirmIdentity } from '../../../shared/page-config';
import { invite } from './invite';
import { teamInvite } from './team-invite';
import { dealRoomAdmin } from './deal-room-admin';
import { guestLink } from './guest-link';
import { joinExistingAccount } from './join-existing-account';
import { leadAdminNotification } from './lead-admin-notification';
import { leadConfirmation } from './lead-confirmation';
import { leadPartnerNotice } from './lead-partner-notice';
import { partnerApproved } from './partner-approved';
import { partnerSignupAdmin } from './partner-signup-admin';
import { passwordChanged } from './password-changed';
import { webhookDisabled, webhookPaused } from './webhook-disabled';
import { passwordReset } from './password-reset';
import { verifyEmail } from './verify-email';
import { documentRejected } from './document-rejected';
import { documentsStillNeeded } from './documents-still-needed';
import { leadAssigned } from './lead-assigned';
import { partnerCommission } from './partner-commission';
import { partnerLeadMoved } from './partner-lead-moved';
import { partnerSettlementReversed } from './partner-settlement-reversed';
import { twoFactorReset } from './two-factor-reset';
import { bankDetailsChanged } from './bank-details-changed';
import { statementIssued } from './statement-issued';
import { payoutPaid } from './payout-paid';
import { applicantMessage } from './applicant-message';
import { taskDigest } from './task-digest';
import { taskDue } from './task-due';

const MAIL_TEMPLATES = {
  'lead-confirmation': leadConfirmation,
  'lead-admin-notification': leadAdminNotification,
  'lead-partner-notice': leadPartnerNotice,
  'partner-signup-admin': partnerSignupAdmin,
  'join-existing-account': joinExistingAccount,
  'partner-approved': partnerApproved,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'verify-email': verifyEmail,
  'email-change-notice': emailChangeNotice,
  invite,
  'team-invite': teamInvite,
  'guest-link': guestLink,
  'deal-room-admin': dealRoomAdmin,
  'email-in-use': emailInUse,
  'sign-in-throttled': signInThrottled,
  'partner-lead-moved': partnerLeadMoved,
  'partner-commission': partnerCommission,
  'partner-settlement-reversed': partnerSettlementReversed,
  'document-rejected': documentRejected,
  'documents-still-needed': documentsStillNeeded,
  'lead-assigned': leadAssigned,
  'two-factor-reset': twoFactorReset,
  'webhook-disabled': webhookDisabled,
  'webhook-paused': webhookPaused,
  'bank-details-changed': bankDetailsChanged,
  'statement-issued': statementIssued,
  'payout-paid': payoutPaid,
  'applicant-message': applicantMessage,
  'task-digest': taskDigest,
  'task-due': taskDue,
} satisfies Record<string, (data: unknown, context: TemplateContext) => RenderedMail>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export class UnknownTemplateError extends Error {}

/** Renders an outbox row at send time, in the language stored with it. */
export function renderMail(
  template: string,
  locale: string,
  data: unknown,
  site: { appName: string; appUrl: string; appKey?: string; firm?: FirmIdentity },
): RenderedMail {
  const render = MAIL_TEMPLATES[template as MailTemplateName];
  if (!render) throw new UnknownTemplateError(`unknown mail template ${template}`);
  // A message given up lost its link (sealed-fields.ts); an admin's retry cannot bring it back.
  if (lacksSealedField(template, data)) {
    throw new Error('its one-time link was erased when it was given up; ask for a new link');
  }
  const resolved = normalizeLocale(locale) ?? FALLBACK_LOCALE;
  const t = translator(resolved);
  const rendered = render(data, {
    t,
    locale: resolved,
    appName: site.appName,
    appUrl: site.appUrl.replace(/\/+$/, ''),
    unseal: (sealed) => {
      if (!site.appKey) throw new Error('no app key to open the secret of this e-mail');
      return unseal(site.appKey, sealed);
    },
  });
  return site.firm ? withFooter(rendered, firmFooter(site.firm, t)) : rendered;
}

/** The firm as the footer of every e-mail names it; parts not set are left out. */
function firmFooter(firm: FirmIdentity, t: TemplateContext['t']): string[] {
  const number = firm.businessNumber
    ? `${firm.market === 'NZ' ? 'NZBN' : 'ABN'} ${firm.businessNumber}`
    : null;
  const licence = firm.creditLicence
    ? t('mail-firm.credit_licence', { number: firm.creditLicence })
    : null;
  const contact = [firm.email, firm.phone].filter(Boolean).join(' · ');
  return [[firm.legalName, number].filter(Boolean).join(', '), licence, contact].filter(
    (line): line is string => !!line,
  );
}
