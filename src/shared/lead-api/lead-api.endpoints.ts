import { endpoint } from '../api/endpoint';
import {
  ZLeadApiLeadSchema,
  ZLeadApiListQuerySchema,
  ZLeadApiListResponseSchema,
  ZLeadApiReceiptSchema,
  ZLeadApiReferenceParamsSchema,
  ZLeadApiRequestSchema,
} from './lead-api.contract';

/** The lead API v1 (issue 33), called with an API key; versioned by its path. */
export const LEAD_API_ENDPOINTS = {
  create: endpoint({
    method: 'POST',
    path: '/api/v1/leads',
    body: ZLeadApiRequestSchema,
    response: ZLeadApiReceiptSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/v1/leads',
    query: ZLeadApiListQuerySchema,
    response: ZLeadApiListResponseSchema,
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/v1/leads/:reference',
    params: ZLeadApiReferenceParamsSchema,
    response: ZLeadApiLeadSchema,
  }),
};
