import { endpoint } from '../api/endpoint';
import {
  ZAddLeadNoteRequestSchema,
  ZApplyRepeatAnswerRequestSchema,
  ZAssignLeadRequestSchema,
  ZChangeLeadPartnerRequestSchema,
  ZChangeLeadStatusRequestSchema,
  ZLeadDetailResponseSchema,
  ZLeadEmailParamsSchema,
  ZUpdateLeadRequestSchema,
} from './lead-detail.contract';
import { ZLeadParamsSchema } from './lead-params';
import { ZLeadTimelineQuerySchema, ZLeadTimelineResponseSchema } from './lead-timeline.contract';
import { z } from 'zod';
import { ZReverseSettlementRequestSchema } from '../settlements/settlement.contract';

const ZOk = z.object({ ok: z.literal(true) });

/** The lead screen (issue 15): read, edit, move along the pipeline, assign, note, timeline. */
export const LEAD_DETAIL_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: '/api/leads/:id',
    params: ZLeadParamsSchema,
    response: ZLeadDetailResponseSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/leads/:id',
    params: ZLeadParamsSchema,
    body: ZUpdateLeadRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/leads/:id/status',
    params: ZLeadParamsSchema,
    body: ZChangeLeadStatusRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  /** An admin takes back a settlement (decision 0054): the lead returns to approved. */
  reverseSettlement: endpoint({
    method: 'POST',
    path: '/api/leads/:id/settlement/reversal',
    params: ZLeadParamsSchema,
    body: ZReverseSettlementRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/leads/:id/assignment',
    params: ZLeadParamsSchema,
    body: ZAssignLeadRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  repeatAnswer: endpoint({
    method: 'POST',
    path: '/api/leads/:id/repeat-answers',
    params: ZLeadParamsSchema,
    body: ZApplyRepeatAnswerRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  partner: endpoint({
    method: 'POST',
    path: '/api/leads/:id/partner',
    params: ZLeadParamsSchema,
    body: ZChangeLeadPartnerRequestSchema,
    response: ZLeadDetailResponseSchema,
  }),
  note: endpoint({
    method: 'POST',
    path: '/api/leads/:id/notes',
    params: ZLeadParamsSchema,
    body: ZAddLeadNoteRequestSchema,
    response: ZOk,
  }),
  timeline: endpoint({
    method: 'GET',
    path: '/api/leads/:id/timeline',
    params: ZLeadParamsSchema,
    query: ZLeadTimelineQuerySchema,
    response: ZLeadTimelineResponseSchema,
  }),
  resendEmail: endpoint({
    method: 'POST',
    path: '/api/leads/:id/emails/:emailId/resend',
    params: ZLeadEmailParamsSchema,
    response: ZOk,
  }),
};
