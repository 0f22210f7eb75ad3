import { endpoint } from '../api/endpoint';
import {
  ZPrivacyErasureRequestSchema,
  ZPrivacyErasureResponseSchema,
  ZPrivacyLookupResponseSchema,
  ZPrivacyRequestListSchema,
  ZPrivacySubjectSchema,
} from './privacy.contract';

/** Privacy requests (issue 33 item 6): find an applicant's leads, then export or erase them. */
export const PRIVACY_ENDPOINTS = {
  lookup: endpoint({
    method: 'POST',
    path: '/api/privacy/lookup',
    body: ZPrivacySubjectSchema,
    response: ZPrivacyLookupResponseSchema,
  }),
  erase: endpoint({
    method: 'POST',
    path: '/api/privacy/erasures',
    body: ZPrivacyErasureRequestSchema,
    response: ZPrivacyErasureResponseSchema,
  }),
  requests: endpoint({
    method: 'GET',
    path: '/api/privacy/requests',
    response: ZPrivacyRequestListSchema,
  }),
};

/** The export is a file (a ZIP), not JSON: posted, so the e-mail never sits in a URL or a log. */
export const PRIVACY_EXPORT_PATH = '/api/privacy/exports';
