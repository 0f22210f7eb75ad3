import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import {
  ZDocumentChaseResponseSchema,
  ZPauseDocumentChaseRequestSchema,
  ZPauseDocumentChaseResponseSchema,
} from './document-chasing.contract';

/** The lead screen's document reminders (issue 34 item 3): admins only. */
export const DOCUMENT_CHASING_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: '/api/leads/:id/document-chase',
    params: ZLeadParamsSchema,
    response: ZDocumentChaseResponseSchema,
  }),
  pause: endpoint({
    method: 'PUT',
    path: '/api/leads/:id/document-chase',
    params: ZLeadParamsSchema,
    body: ZPauseDocumentChaseRequestSchema,
    response: ZPauseDocumentChaseResponseSchema,
  }),
};
