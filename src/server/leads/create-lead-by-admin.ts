import { createAdminLeadSchema, type TAdminLead } from '../../shared/leads/apply.contract';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { fieldError } from '../errors';
import { RequestValidationError } from '../plugins/validation';
import { readApplicationRules } from './application-rules';
import { findCreditablePartner } from './lead-partner.queries';
import { takeApplication, type CreateLeadResult, type SubmissionContext } from './take-application';

/**
 * An enquiry an admin took by phone (issue 30): the guest forms' rules against the live
 * options, source `admin`, the partner the admin credits (active, of the lead's market). The
 * repeat rule is the guests' (decision 0052): the same person in the same market joins their
 * lead, the differences kept for "use this value", and the admin is taken to that lead.
 */
export async function createLeadByAdmin(
  db: Db,
  submitted: TAdminLead,
  context: SubmissionContext & { actorUserId: string },
): Promise<CreateLeadResult> {
  return db.transaction(async (tx) => {
    // The admin read the sentence to the caller in the admin's own language (new-lead.routes).
    const { schemaOptions, recipients, attributionDays, consent } = await readApplicationRules(
      tx,
      context,
    );
    const checked = createAdminLeadSchema(schemaOptions).safeParse(submitted, {
      reportInput: true,
    });
    if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
    const application = checked.data;
    const partnerId = application.partner_id ?? null;
    const partner = partnerId
      ? await findCreditablePartner(tx, partnerId, application.market)
      : undefined;
    if (partnerId && !partner) throw fieldError('partner_id', 'lead-repeat.partner_invalid');
    return takeApplication(tx, {
      application,
      source: 'admin',
      partner,
      origin: {
        source: 'admin',
        variant: application.variant,
        partner_id: partner?.id ?? null,
        ip: context.ip,
        user_agent: context.userAgent,
      },
      actor: { actorType: 'user', actorUserId: context.actorUserId },
      context,
      consent,
      admins: recipients,
      attributionDays,
    });
  });
}
