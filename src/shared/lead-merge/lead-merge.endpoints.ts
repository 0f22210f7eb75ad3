import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import { ZMergeLeadsRequestSchema, ZMergeLeadsResponseSchema } from './lead-merge.contract';

/** Lead merge (issue 33, item 5): admins only. */
export const LEAD_MERGE_ENDPOINTS = {
  merge: endpoint({
    method: 'POST',
    path: '/api/leads/:id/merge',
    params: ZLeadParamsSchema,
    body: ZMergeLeadsRequestSchema,
    response: ZMergeLeadsResponseSchema,
  }),
};
