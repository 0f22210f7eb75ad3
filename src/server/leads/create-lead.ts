import type { TApplication } from '../../shared/leads/apply.contract';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { applicationSchemaFor } from '../options/form-options';
import { fieldError } from '../errors';
import { findActivePartnerByCode } from '../partners/partners.queries';
import { RequestValidationError } from '../plugins/validation';
import { readApplicationRules } from './application-rules';
import { takeApplication, type CreateLeadResult, type SubmissionContext } from './take-application';

export type { CreateLeadResult, SubmissionContext };

/**
 * Takes a guest's application (issue 4), whose shape the route has checked. One transaction
 * checks it against the live options (422 with every field at fault) and writes the lead, its
 * `created` event and its e-mails, so none exists without the others. A repeat of the same
 * person in the same market joins their lead and loses no answer (decision 0052).
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
    const { schemaOptions, recipients, attributionDays, consent } = await readApplicationRules(
      tx,
      context,
    );
    const checked = applicationSchemaFor(schemaOptions).safeParse(submitted, {
      reportInput: true,
    });
    if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
    const application = checked.data;
    // The sentence stored is the server's own, never the browser's: a sentence sent back that
    // differs (forged, or the settings changed since the form opened) is refused, so the
    // consent kept is the one the guest read (decision 0053).
    if (application.consent_text !== undefined && application.consent_text !== consent.text) {
      throw fieldError('consent', 'lead-validation.consent_changed');
    }

    const partner = code ? await findActivePartnerByCode(tx, code) : undefined;
    const source = partner ? 'partner-link' : application.variant;
    return takeApplication(tx, {
      application,
      source,
      partner,
      origin: {
        source,
        variant: application.variant,
        partner_id: partner?.id ?? null,
        // Kept for the audit trail even when the code matched no active partner.
        referral_code: code,
        ip: context.ip,
        user_agent: context.userAgent,
      },
      actor: { actorType: 'guest' },
      context,
      consent,
      admins: recipients,
      attributionDays,
    });
  });
}
