import { endpoint } from '../api/endpoint';
import {
  ZBulkAssignRequestSchema,
  ZBulkResultResponseSchema,
  ZBulkStatusRequestSchema,
  ZLeadAssigneesResponseSchema,
} from './lead-bulk.contract';
import { ZLeadBoardCardsSchema, ZLeadBoardResponseSchema } from './lead-board.contract';
import { ZLeadParamsSchema } from './lead-params';
import { ZPartnerLeadResponseSchema } from './partner-lead.contract';
import {
  ZLeadBoardColumnQuerySchema,
  ZLeadBoardQuerySchema,
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
  /** The pipeline board of a market, with the list's filters (its sort unused). */
  board: endpoint({
    method: 'GET',
    path: '/api/leads/board',
    query: ZLeadBoardQuerySchema,
    response: ZLeadBoardResponseSchema,
  }),
  /** More cards of one board column, after its `next_cursor`. */
  boardColumn: endpoint({
    method: 'GET',
    path: '/api/leads/board/column',
    query: ZLeadBoardColumnQuerySchema,
    response: ZLeadBoardCardsSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/my-leads',
    query: ZMyLeadListQuerySchema,
    response: ZMyLeadListResponseSchema,
  }),
  /** One of the partner's own leads, read-only; another partner's is the same 404 as none. */
  mineOne: endpoint({
    method: 'GET',
    path: '/api/my-leads/:id',
    params: ZLeadParamsSchema,
    response: ZPartnerLeadResponseSchema,
  }),
};

/** Bulk actions on the leads selected in an admin's list, and who leads may be assigned to. */
export const LEAD_BULK_ENDPOINTS = {
  assignees: endpoint({
    method: 'GET',
    path: '/api/leads/assignees',
    response: ZLeadAssigneesResponseSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/leads/bulk/status',
    body: ZBulkStatusRequestSchema,
    response: ZBulkResultResponseSchema,
  }),
  assign: endpoint({
    method: 'POST',
    path: '/api/leads/bulk/assign',
    body: ZBulkAssignRequestSchema,
    response: ZBulkResultResponseSchema,
  }),
};

/** The CSV exports of the same filters (not JSON: streamed as a file download). */
export const LEAD_EXPORT_PATHS = {
  admin: '/api/leads/export',
  mine: '/api/my-leads/export',
} as const;
