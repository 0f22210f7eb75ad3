import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  ZApiKeyListResponseSchema,
  ZApiKeyParamsSchema,
  ZApiKeySchema,
  ZCreateApiKeyRequestSchema,
  ZCreateApiKeyResponseSchema,
} from './api-keys.contract';
import { ZOpenApiDocument } from './openapi-document.contract';

/** A partner's and an admin's API keys in settings (issue 33). */
export const API_KEY_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/api-keys',
    response: ZApiKeyListResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/api-keys',
    body: ZCreateApiKeyRequestSchema,
    response: ZCreateApiKeyResponseSchema,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: '/api/api-keys/:id',
    params: ZApiKeyParamsSchema,
    response: z.object({ key: ZApiKeySchema }),
  }),
  /** The OpenAPI document, which the API reference page renders (its lead API v1 part). */
  document: endpoint({
    method: 'GET',
    path: '/api/docs',
    response: ZOpenApiDocument,
  }),
};
