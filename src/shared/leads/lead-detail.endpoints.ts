import { endpoint } from '../api/endpoint';
import { ZMessageSchema } from '../auth/auth.contract';
import {
  ZAddNoteRequestSchema,
  ZAssignLeadRequestSchema,
  ZChangeStatusRequestSchema,
  ZLeadChangedResponseSchema,
  ZLeadDetailResponseSchema,
  ZLeadEmailParamsSchema,
  ZLeadIdParamsSchema,
  ZLeadTimelineResponseSchema,
} from './lead-detail.contract';

/** The lead screen `/lead/:id` (issue 15). */
export const LEAD_DETAIL_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: '/api/leads/:id',
    params: ZLeadIdParamsSchema,
    response: ZLeadDetailResponseSchema,
  }),
  timeline: endpoint({
    method: 'GET',
    path: '/api/leads/:id/timeline',
    params: ZLeadIdParamsSchema,
    response: ZLeadTimelineResponseSchema,
  }),
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/leads/:id/status',
    params: ZLeadIdParamsSchema,
    body: ZChangeStatusRequestSchema,
    response: ZLeadChangedResponseSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/leads/:id/assignment',
    params: ZLeadIdParamsSchema,
    body: ZAssignLeadRequestSchema,
    response: ZLeadChangedResponseSchema,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/leads/:id/notes',
    params: ZLeadIdParamsSchema,
    body: ZAddNoteRequestSchema,
    response: ZMessageSchema,
  }),
  resendEmail: endpoint({
    method: 'POST',
    path: '/api/leads/:id/emails/:emailId/resend',
    params: ZLeadEmailParamsSchema,
    response: ZMessageSchema,
  }),
};
