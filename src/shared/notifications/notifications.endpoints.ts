import { endpoint } from '../api/endpoint';
import {
  ZLeadUpdatesSchema,
  ZNotificationAudienceSchema,
  ZSaveLeadUpdatesResponseSchema,
} from './notifications.contract';

/** Who is told what (issue 30, docs/decisions/0055). */
export const NOTIFICATIONS_ENDPOINTS = {
  /** The signed-in partner's own choice of lead e-mails. */
  leadUpdates: endpoint({
    method: 'GET',
    path: '/api/me/lead-updates',
    response: ZLeadUpdatesSchema,
  }),
  saveLeadUpdates: endpoint({
    method: 'PUT',
    path: '/api/me/lead-updates',
    body: ZLeadUpdatesSchema,
    response: ZSaveLeadUpdatesResponseSchema,
  }),
  /** Admins: how many people the empty recipients setting falls back to. */
  audience: endpoint({
    method: 'GET',
    path: '/api/settings/notification-audience',
    response: ZNotificationAudienceSchema,
  }),
};
