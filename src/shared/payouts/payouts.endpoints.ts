import { endpoint } from '../api/endpoint';
import {
  ZCreatePayoutBatchRequestSchema,
  ZMarkPayoutPaidRequestSchema,
  ZPayoutBatchActionResponseSchema,
  ZPayoutBatchDetailResponseSchema,
  ZPayoutBatchListResponseSchema,
  ZPayoutBatchParamsSchema,
  ZPayoutMarketQuerySchema,
  ZSelectableStatementsResponseSchema,
} from './payouts.contract';

/** Payout batches (issue 35 item 4): admins only. */
export const PAYOUTS_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/payouts',
    query: ZPayoutMarketQuerySchema,
    response: ZPayoutBatchListResponseSchema,
  }),
  selectable: endpoint({
    method: 'GET',
    path: '/api/payouts/selectable',
    query: ZPayoutMarketQuerySchema,
    response: ZSelectableStatementsResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/payouts',
    body: ZCreatePayoutBatchRequestSchema,
    response: ZPayoutBatchActionResponseSchema,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/payouts/:id',
    params: ZPayoutBatchParamsSchema,
    response: ZPayoutBatchDetailResponseSchema,
  }),
  paid: endpoint({
    method: 'POST',
    path: '/api/payouts/:id/paid',
    params: ZPayoutBatchParamsSchema,
    body: ZMarkPayoutPaidRequestSchema,
    response: ZPayoutBatchActionResponseSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/payouts/:id/cancel',
    params: ZPayoutBatchParamsSchema,
    response: ZPayoutBatchActionResponseSchema,
  }),
};

/** The batch's bank file: ABA for AU, the NZ bulk CSV for NZ (a file, not JSON). */
export const PAYOUT_FILE_PATH = '/api/payouts/:id/file';
export const payoutFileUrl = (id: string) => `/api/payouts/${id}/file`;
