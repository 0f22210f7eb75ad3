import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import {
  ZApplicantMailPreviewSchema,
  ZApplicantMailSentSchema,
  ZComposeApplicantMailSchema,
  ZMailTemplateChangedSchema,
  ZMailTemplateParamsSchema,
  ZMailTemplateRequestSchema,
  ZMailTemplatesQuerySchema,
  ZMailTemplatesResponseSchema,
  ZUpdateMailTemplateRequestSchema,
} from './applicant-mail.contract';

/** E-mail the applicant from the lead (issue 34, item 2; decision 0076): admins only. */
export const APPLICANT_MAIL_ENDPOINTS = {
  templates: endpoint({
    method: 'GET',
    path: '/api/mail-templates',
    query: ZMailTemplatesQuerySchema,
    response: ZMailTemplatesResponseSchema,
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: '/api/mail-templates',
    body: ZMailTemplateRequestSchema,
    response: ZMailTemplateChangedSchema,
  }),
  updateTemplate: endpoint({
    method: 'PATCH',
    path: '/api/mail-templates/:id',
    params: ZMailTemplateParamsSchema,
    body: ZUpdateMailTemplateRequestSchema,
    response: ZMailTemplateChangedSchema,
  }),
  /** The e-mail as it would be sent now, rendered by the outbox worker's own renderer. */
  preview: endpoint({
    method: 'POST',
    path: '/api/leads/:id/applicant-mail/preview',
    params: ZLeadParamsSchema,
    body: ZComposeApplicantMailSchema,
    response: ZApplicantMailPreviewSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/leads/:id/applicant-mail',
    params: ZLeadParamsSchema,
    body: ZComposeApplicantMailSchema,
    response: ZApplicantMailSentSchema,
  }),
};
