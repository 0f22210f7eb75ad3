import { endpoint } from '../api/endpoint';
import { ZLegalTextParamsSchema, ZLegalTextResponseSchema } from './legal.contract';

/** The texts of /privacy and /terms (issue 16): public, as the pages are. */
export const LEGAL_ENDPOINTS = {
  text: endpoint({
    method: 'GET',
    path: '/api/legal/:document',
    params: ZLegalTextParamsSchema,
    response: ZLegalTextResponseSchema,
  }),
};
