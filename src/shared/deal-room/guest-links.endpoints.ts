import { endpoint } from '../api/endpoint';
import {
  ZGuestLinkSentResponse,
  ZGuestLinksResponse,
  ZLeadLinkParams,
  ZSendGuestLinkRequest,
} from './guest-links.contract';
import { ZLeadParamsSchema } from '../leads/lead-params';

/** The lead screen's deal-room links (issue 17): admins only. */
export const GUEST_LINK_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/leads/:id/guest-links',
    params: ZLeadParamsSchema,
    response: ZGuestLinksResponse,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/leads/:id/guest-links',
    params: ZLeadParamsSchema,
    body: ZSendGuestLinkRequest,
    response: ZGuestLinkSentResponse,
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/api/leads/:id/guest-links/:linkId/revoke',
    params: ZLeadLinkParams,
    response: ZGuestLinkSentResponse,
  }),
};
