import type { TComposeApplicantMail } from '../../shared/applicant-mail/applicant-mail.contract';
import { fillVariables, type MailVariable } from '../../shared/applicant-mail/mail-variables';
import type { DbOrTx } from '../db/transaction';
import { AppError } from '../errors';
import { findApplicant } from './applicant-mail.queries';
import { refuseUnknownVariables } from './check-variables';

interface ComposedMail {
  leadId: string;
  recipient: string;
  locale: TComposeApplicantMail['locale'];
  /** The outbox row's data: what the `applicant-message` template renders. */
  data: { subject: string; body: string; sender_name: string };
}

/**
 * The e-mail an admin composed, its variables filled from the lead, as the outbox keeps it.
 * Preview and send both start here, and both render with the worker's `renderMail`, so the
 * preview is the e-mail the applicant receives (decision 0076).
 */
export async function composeApplicantMail(
  db: DbOrTx,
  input: {
    leadId: string;
    mail: TComposeApplicantMail;
    sender: { name: string };
    firmName: string;
  },
): Promise<ComposedMail> {
  const lead = await findApplicant(db, input.leadId);
  if (!lead) throw new AppError('not_found', 'errors.not_found');
  // An erased applicant (decision 0072) has no address left, and must not be written to.
  if (!lead.email.trim() || lead.erasedAt) {
    throw new AppError('validation', 'applicant-mail-validation.no_email');
  }
  refuseUnknownVariables({ subject: input.mail.subject, body: input.mail.body });
  const values: Record<MailVariable, string> = {
    applicant_name: `${lead.firstName} ${lead.lastName}`.trim(),
    first_name: lead.firstName,
    business_name: lead.businessName ?? '',
    reference: lead.reference,
    firm_name: input.firmName,
    admin_name: input.sender.name,
  };
  return {
    leadId: lead.id,
    recipient: lead.email.trim(),
    locale: input.mail.locale,
    data: {
      // A subject is one line: a line break in a value must not split the header.
      subject: fillVariables(input.mail.subject, values).replace(/\s*[\r\n]+\s*/g, ' '),
      body: fillVariables(input.mail.body, values),
      sender_name: input.sender.name,
    },
  };
}
