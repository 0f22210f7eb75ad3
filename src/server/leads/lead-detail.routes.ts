import type { FastifyInstance } from 'fastify';
import {
  LEAD_EDITABLE_FIELDS,
  createLeadUpdateSchema,
} from '../../shared/leads/lead-detail.contract';
import { LEAD_DETAIL_ENDPOINTS } from '../../shared/leads/lead-detail.endpoints';
import type { IssueLike } from '../../shared/validation/format-issue';
import type { Db } from '../db/client';
import { requestLocale } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { loadFormOptions } from '../options/form-options';
import { currentUser } from '../plugins/access';
import { RequestValidationError } from '../plugins/validation';
import { addLeadNote } from './add-lead-note';
import { assignLead } from './assign-lead';
import { changeLeadStatus } from './change-lead-status';
import { assertLeadExists, findLeadDetail, idOrNotFound } from './lead-detail.queries';
import { leadTimeline } from './lead-timeline.queries';
import { loadLeadDetail } from './load-lead-detail';
import { resendLeadEmail } from './resend-lead-email';
import { updateLead } from './update-lead';

/** The lead screen's API (issue 15): admins only; partners read their own leads elsewhere. */
export function leadDetailRoutes(db: Db) {
  /** The lead's market rules and the live options: the body's second, full check. */
  async function checkedChanges(leadId: string, body: unknown) {
    const row = await findLeadDetail(db, leadId, 0);
    if (!row) return undefined;
    const { schemaOptions } = await loadFormOptions(db);
    const checked = createLeadUpdateSchema(row.lead.market, schemaOptions).safeParse(body, {
      reportInput: true,
    });
    if (!checked.success) throw new RequestValidationError(checked.error.issues as IssueLike[]);
    return checked.data;
  }

  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.read, {
      access: 'read:lead:any',
      handler: async (request) =>
        loadLeadDetail(db, idOrNotFound(request.params.id), requestLocale(request)),
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.update, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        const data = await checkedChanges(leadId, request.body);
        if (data) {
          const changes = Object.fromEntries(
            LEAD_EDITABLE_FIELDS.filter((field) => data[field] !== undefined).map((field) => [
              field,
              data[field],
            ]),
          );
          await updateLead(db, {
            leadId,
            version: data.version,
            changes,
            actorUserId: currentUser(request).id,
          });
        }
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

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.note, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await addLeadNote(db, { leadId, note: request.body.note, actorUserId: currentUser(request).id });
        return { ok: true as const };
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.timeline, {
      access: 'read:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await assertLeadExists(db, leadId);
        return leadTimeline(db, leadId, request.query.cursor);
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
