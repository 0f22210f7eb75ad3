import { FALLBACK_LOCALE, normalizeLocale } from '../../../shared/i18n/locales';
import { translator } from '../../i18n';
import { unseal } from '../../lib/seal';
import type { TemplateContext } from './context';
import type { RenderedMail } from './layout';
import { emailChangeNotice } from './email-change-notice';
import { invite } from './invite';
import { joinExistingAccount } from './join-existing-account';
import { leadAdminNotification } from './lead-admin-notification';
import { leadConfirmation } from './lead-confirmation';
import { leadPartnerNotice } from './lead-partner-notice';
import { partnerApproved } from './partner-approved';
import { partnerSignupAdmin } from './partner-signup-admin';
import { passwordChanged } from './password-changed';
import { passwordReset } from './password-reset';
import { verifyEmail } from './verify-email';

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
} satisfies Record<string, (data: unknown, context: TemplateContext) => RenderedMail>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

export class UnknownTemplateError extends Error {}

/** Renders an outbox row at send time, in the language stored with it. */
export function renderMail(
  template: string,
  locale: string,
  data: unknown,
  site: { appName: string; appUrl: string; appKey?: string },
): RenderedMail {
  const render = MAIL_TEMPLATES[template as MailTemplateName];
  if (!render) throw new UnknownTemplateError(`unknown mail template ${template}`);
  const resolved = normalizeLocale(locale) ?? FALLBACK_LOCALE;
  return render(data, {
    t: translator(resolved),
    locale: resolved,
    appName: site.appName,
    appUrl: site.appUrl.replace(/\/+$/, ''),
    unseal: (sealed) => {
      if (!site.appKey) throw new Error('no app key to open the secret of this e-mail');
      return unseal(site.appKey, sealed);
    },
  });
}
