import { endpoint } from '../api/endpoint';
import {
  ZApplyOptionsResponseSchema,
  ZReferrerParamsSchema,
  ZReferrerResponseSchema,
} from './apply-options.contract';
import { ZApplyRequestSchema, ZApplyResponseSchema } from './apply.contract';

/** The guest application: its options, a referral link's partner, the application itself. */
export const APPLY_ENDPOINTS = {
  options: endpoint({
    method: 'GET',
    path: '/api/apply/options',
    response: ZApplyOptionsResponseSchema,
  }),
  referrer: endpoint({
    method: 'GET',
    path: '/api/apply/referrer/:code',
    params: ZReferrerParamsSchema,
    response: ZReferrerResponseSchema,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/apply',
    body: ZApplyRequestSchema,
    response: ZApplyResponseSchema,
  }),
};
