import { endpoint } from '../api/endpoint';
import {
  ZLeadListQuerySchema,
  ZLeadListResponseSchema,
  ZMyLeadListQuerySchema,
  ZMyLeadListResponseSchema,
} from './lead-list.contract';

/** The lead lists (issue 15): an admin's per market and a partner's own. */
export const LEAD_LIST_ENDPOINTS = {
  admin: endpoint({
    method: 'GET',
    path: '/api/leads',
    query: ZLeadListQuerySchema,
    response: ZLeadListResponseSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/my-leads',
    query: ZMyLeadListQuerySchema,
    response: ZMyLeadListResponseSchema,
  }),
};

/** The CSV exports of the same filters (not JSON: streamed as a file download). */
export const LEAD_EXPORT_PATHS = {
  admin: '/api/leads/export',
  mine: '/api/my-leads/export',
} as const;
