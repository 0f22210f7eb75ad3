import { endpoint } from '../api/endpoint';
import {
  ZAdminDashboardQuerySchema,
  ZAdminDashboardResponseSchema,
  ZPartnerDashboardResponseSchema,
} from './dashboard.contract';

/** The dashboards on `/` (issue 15): the firm's per market, and a partner's own. */
export const DASHBOARD_ENDPOINTS = {
  admin: endpoint({
    method: 'GET',
    path: '/api/dashboard/admin',
    query: ZAdminDashboardQuerySchema,
    response: ZAdminDashboardResponseSchema,
  }),
  partner: endpoint({
    method: 'GET',
    path: '/api/dashboard/partner',
    response: ZPartnerDashboardResponseSchema,
  }),
};
