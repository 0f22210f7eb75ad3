import { endpoint } from '../api/endpoint';
import {
  ZNoticeParamsSchema,
  ZNoticesResponseSchema,
  ZNoticesUnreadSchema,
} from './notices.contract';

/** The bell in the top bar (issue 34 item 1, decision 0075): the signed-in admin's own notices. */
export const NOTICES_ENDPOINTS = {
  list: endpoint({ method: 'GET', path: '/api/notices', response: ZNoticesResponseSchema }),
  read: endpoint({
    method: 'POST',
    path: '/api/notices/:id/read',
    params: ZNoticeParamsSchema,
    response: ZNoticesUnreadSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/api/notices/read-all',
    response: ZNoticesUnreadSchema,
  }),
};
