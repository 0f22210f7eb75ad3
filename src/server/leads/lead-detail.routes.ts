import type { FastifyInstance } from 'fastify';
import { LEAD_DETAIL_ENDPOINTS } from '../../shared/leads/lead-detail.endpoints';
import { allowedMoves } from '../../shared/leads/pipeline';
import { normalizeLocale } from '../../shared/i18n/locales';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { labelled } from '../options/form-options';
import { activeOptions, CLOSING_REASON_GROUPS } from '../options/options.queries';
import { currentUser } from '../plugins/access';
import { leadAgingDays } from '../settings/lead-aging';
import { assignLead } from './assign-lead';
import { changeLeadStatus } from './change-lead-status';
import {
  activeAdmins,
  findLeadDetail,
  leadEmailsOf,
  leadEventsOf,
  statusBeforeClosing,
} from './lead-detail.queries';
import { addLeadNote, resendLeadEmail } from './lead-notes-and-emails';

const iso = (date: Date) => date.toISOString();

/** The lead screen's API (issue 15): one lead, its timeline, and what an admin does with it. */
export function leadDetailRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.read, {
      access: 'read:lead:any',
      handler: async (request) => {
        const found = await findLeadDetail(db, request.params.id);
        if (!found) throw new AppError('not_found', 'errors.not_found');
        const { lead } = found;
        const closed = lead.status === 'declined' || lead.status === 'withdrawn';
        const [agingDays, reopenTo, reasons, admins] = await Promise.all([
          leadAgingDays(db),
          closed ? statusBeforeClosing(db, lead.id, lead.status) : undefined,
          activeOptions(db, Object.values(CLOSING_REASON_GROUPS)),
          activeAdmins(db),
        ]);
        const locale = requestLocale(request);
        const open = !closed && lead.status !== 'settled';
        return {
          id: lead.id,
          reference: lead.reference,
          market: lead.market,
          source: lead.source,
          status: lead.status,
          version: lead.version,
          first_name: lead.firstName,
          last_name: lead.lastName,
          email: lead.email,
          mobile: lead.mobile,
          business_name: lead.businessName,
          business_structure: lead.businessStructure,
          business_number: lead.businessNumber,
          industry: lead.industry,
          time_trading: lead.timeTrading,
          annual_revenue: lead.annualRevenue,
          amount: lead.amount,
          currency: lead.currency,
          purpose: lead.purpose,
          term_months: lead.termMonths,
          region: lead.region,
          locale: normalizeLocale(lead.locale) ?? lead.locale,
          partner:
            lead.partnerId && found.partnerCompany
              ? { id: lead.partnerId, company: found.partnerCompany }
              : null,
          assigned_to:
            lead.assignedTo && found.assigneeName
              ? { id: lead.assignedTo, name: found.assigneeName }
              : null,
          created_at: iso(lead.createdAt),
          status_changed_at: iso(lead.statusChangedAt),
          last_activity_at: iso(lead.lastActivityAt),
          consent_at: iso(lead.consentAt),
          aging: open && lead.lastActivityAt.getTime() < Date.now() - agingDays * 86_400_000,
          aging_days: agingDays,
          allowed_moves: allowedMoves(lead.status, reopenTo),
          reasons: {
            declined: labelled(reasons, CLOSING_REASON_GROUPS.declined, locale),
            withdrawn: labelled(reasons, CLOSING_REASON_GROUPS.withdrawn, locale),
          },
          admins,
        };
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.timeline, {
      access: 'read:lead:any',
      handler: async (request) => {
        const { id } = request.params;
        if (!(await findLeadDetail(db, id))) throw new AppError('not_found', 'errors.not_found');
        const [events, emails] = await Promise.all([leadEventsOf(db, id), leadEmailsOf(db, id)]);
        const entries = [
          ...events.map((event) => ({
            kind: 'event' as const,
            id: event.id,
            type: event.type,
            actor: { type: event.actorType, name: event.actorName },
            data: event.data as Record<string, unknown>,
            at: iso(event.createdAt),
          })),
          ...emails.map((email) => ({
            kind: 'email' as const,
            id: email.id,
            template: email.template,
            recipient: email.recipient,
            status: email.status,
            attempts: email.attempts,
            last_error: email.lastError,
            sent_at: email.sentAt ? iso(email.sentAt) : null,
            at: iso(email.createdAt),
          })),
        ].sort((a, b) => b.at.localeCompare(a.at));
        return { entries };
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.changeStatus, {
      access: 'update:lead:any',
      handler: async (request) =>
        changeLeadStatus(db, request.params.id, currentUser(request).id, request.body),
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.assign, {
      access: 'update:lead:any',
      handler: async (request) =>
        assignLead(db, request.params.id, currentUser(request).id, request.body),
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.addNote, {
      access: 'update:lead:any',
      handler: async (request) => {
        await addLeadNote(db, request.params.id, currentUser(request).id, request.body.text);
        return { message: requestTranslator(request)('lead.note_added') };
      },
    });

    serveEndpoint(app, LEAD_DETAIL_ENDPOINTS.resendEmail, {
      access: 'update:lead:any',
      handler: async (request) => {
        const { id, emailId } = request.params;
        await resendLeadEmail(db, id, emailId, currentUser(request).id);
        return { message: requestTranslator(request)('lead.resent') };
      },
    });
  };
}
