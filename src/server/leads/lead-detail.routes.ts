import type { FastifyInstance, preValidationAsyncHookHandler } from 'fastify';
import { createLeadUpdateSchema } from '../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../shared/leads/lead-detail.endpoints';
import type { IssueLike } from '../../shared/validation/format-issue';
import { AppError } from '../errors';
import { requestLocale } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { loadFormOptions } from '../options/form-options';
import { currentUser } from '../plugins/access';
import { RequestValidationError } from '../plugins/validation';
import { addLeadNote } from './add-lead-note';
import { applyRepeatAnswer } from './apply-repeat-answer';
import { assignLead } from './assign-lead';
import { changeLeadPartner } from './change-lead-partner';
import { changeLeadStatus } from './change-lead-status';
import { assertLeadExists, findLeadDetail, idOrNotFound } from './lead-detail.queries';
import { leadTimeline } from './lead-timeline.queries';
import { loadLeadDetail } from './load-lead-detail';
import { resendLeadEmail } from './resend-lead-email';
import { reverseSettlement } from '../settlements/reverse-settlement';
import { updateLead } from './update-lead';
import type { RouteDeps } from '../lib/route-deps';
import { mergedInto } from '../lead-merge/lead-merge.queries';

/** The lead screen's API (issue 15): admins only; partners read their own leads elsewhere. */
export function leadDetailRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  /**
   * The body against the lead's market rules and the live options, before the route's
   * structural check, so that one answer names every field at fault (as the guest form does).
   */
  const checkChanges: preValidationAsyncHookHandler = async (request) => {
    const { id } = request.params as { id?: unknown };
    const leadId = idOrNotFound(typeof id === 'string' ? id : '');
    const row = await findLeadDetail(db, leadId);
    if (!row) throw new AppError('not_found', 'errors.not_found');
    const { schemaOptions } = await loadFormOptions(db);
    const checked = createLeadUpdateSchema(row.lead.market, schemaOptions).safeParse(request.body, {
      reportInput: true,
    });
    if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
  };

  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.read, {
      access: 'read:lead:any',
      handler: async (request, reply) => {
        const id = idOrNotFound(request.params.id);
        // A lead merged into another (issue 33) leads there: its old links keep working.
        const survivor = await mergedInto(db, id);
        if (survivor) return reply.redirect(`/api/leads/${survivor}`, 308) as never;
        return loadLeadDetail(db, id, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.update, {
      access: 'update:lead:any',
      preValidation: checkChanges,
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        const { version, ...changes } = request.body;
        await updateLead(db, { leadId, version, changes, actorUserId: currentUser(request).id });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.status, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await changeLeadStatus(db, {
          leadId,
          ...request.body,
          actorUserId: currentUser(request).id,
        });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.reverseSettlement, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await reverseSettlement(db, {
          leadId,
          ...request.body,
          actorUserId: currentUser(request).id,
        });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.assign, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await assignLead(db, {
          leadId,
          version: request.body.version,
          adminId: request.body.admin_id,
          actorUserId: currentUser(request).id,
        });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.repeatAnswer, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await applyRepeatAnswer(db, {
          leadId,
          version: request.body.version,
          eventId: request.body.event_id,
          field: request.body.field,
          actorUserId: currentUser(request).id,
        });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.partner, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await changeLeadPartner(db, {
          leadId,
          version: request.body.version,
          partnerId: request.body.partner_id,
          actorUserId: currentUser(request).id,
        });
        return loadLeadDetail(db, leadId, requestLocale(request));
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.note, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await addLeadNote(db, {
          leadId,
          note: request.body.note,
          actorUserId: currentUser(request).id,
        });
        return { ok: true as const };
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.timeline, {
      access: 'read:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await assertLeadExists(db, leadId);
        return leadTimeline(db, leadId, appKey, request.query.cursor);
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.resendEmail, {
      access: 'update:lead:any',
      handler: async (request) => {
        await resendLeadEmail(db, {
          leadId: idOrNotFound(request.params.id),
          emailId: idOrNotFound(request.params.emailId),
          actorUserId: currentUser(request).id,
        });
        return { ok: true as const };
      },
    });
  };
}
