import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import { ZAdminLeadRequestSchema } from './apply.contract';

/** What a New lead answers: the lead the admin lands on, new or the one it joined (0052). */
const ZAdminLeadResponseSchema = z.object({
  lead_id: z.string(),
  reference: z.string(),
  repeat: z.boolean(),
});

/** An admin enters an enquiry taken by phone (issue 30). */
export const NEW_LEAD_ENDPOINTS = {
  create: endpoint({
    method: 'POST',
    path: '/api/leads',
    body: ZAdminLeadRequestSchema,
    response: ZAdminLeadResponseSchema,
  }),
};
