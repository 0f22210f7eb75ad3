import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import {
  ZAdminDocumentsResponse,
  ZDocumentRequestsRequest,
  ZDocumentReviewedResponse,
  ZDocumentsSavedResponse,
  ZGuestUploadResponse,
  ZLeadDocumentParams,
  ZReviewDocumentRequest,
} from './documents.contract';
import { ZGuestTokenParams } from './guest-links.contract';

/** The lead screen's document requests (admins) and the guest's `/upload/:id` (issue 17). */
export const DOCUMENT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/leads/:id/documents',
    params: ZLeadParamsSchema,
    response: ZAdminDocumentsResponse,
  }),
  request: endpoint({
    method: 'PUT',
    path: '/api/leads/:id/document-requests',
    params: ZLeadParamsSchema,
    body: ZDocumentRequestsRequest,
    response: ZDocumentsSavedResponse,
  }),
  review: endpoint({
    method: 'POST',
    path: '/api/leads/:id/documents/:documentId/review',
    params: ZLeadDocumentParams,
    body: ZReviewDocumentRequest,
    response: ZDocumentReviewedResponse,
  }),
  guestRead: endpoint({
    method: 'GET',
    path: '/api/guest/upload/:token',
    params: ZGuestTokenParams,
    response: ZGuestUploadResponse,
  }),
};

/**
 * Not JSON: the file itself (admins), and the guest's multipart upload, whose answer is
 * ZUploadedResponse.
 */
export const DOCUMENT_FILE_PATHS = {
  download: '/api/leads/:id/documents/:documentId/file',
  upload: '/api/guest/upload/:token/files',
} as const;
