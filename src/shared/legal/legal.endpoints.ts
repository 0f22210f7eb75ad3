import { endpoint } from '../api/endpoint';
import {
  ZLegalTextEditParamsSchema,
  ZLegalTextEditResponseSchema,
  ZLegalTextParamsSchema,
  ZLegalTextResponseSchema,
  ZSaveLegalTextRequestSchema,
  ZSaveLegalTextResponseSchema,
} from './legal.contract';

/** The texts of /privacy and /terms: read by anyone, written per language by admins. */
export const LEGAL_ENDPOINTS = {
  text: endpoint({
    method: 'GET',
    path: '/api/legal/:document',
    params: ZLegalTextParamsSchema,
    response: ZLegalTextResponseSchema,
  }),
  edit: endpoint({
    method: 'GET',
    path: '/api/legal-texts/:document/:locale',
    params: ZLegalTextEditParamsSchema,
    response: ZLegalTextEditResponseSchema,
  }),
  save: endpoint({
    method: 'POST',
    path: '/api/legal-texts/:document/:locale',
    params: ZLegalTextEditParamsSchema,
    body: ZSaveLegalTextRequestSchema,
    response: ZSaveLegalTextResponseSchema,
  }),
};
