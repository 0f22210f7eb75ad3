import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  ZBulkAssignRequestSchema,
  ZBulkResultResponseSchema,
  ZBulkStatusRequestSchema,
} from './lead-bulk.contract';
import {
  ZAdminLeadExportQuerySchema,
  ZAdminLeadListQuerySchema,
  ZAdminLeadListResponseSchema,
  ZLeadFilterOptionsResponseSchema,
  ZPartnerLeadExportQuerySchema,
  ZPartnerLeadListQuerySchema,
  ZPartnerLeadListResponseSchema,
} from './lead-list.contract';

/** The CSV exports answer a file, not JSON: the client downloads it, never parses it. */
const ZCsvResponseSchema = z.string();

/** Lead lists: the admin's per market (/leads, /leads/nz) and the partner's own (/my-leads). */
export const LEAD_LIST_ENDPOINTS = {
  adminList: endpoint({
    method: 'GET',
    path: '/api/leads',
    query: ZAdminLeadListQuerySchema,
    response: ZAdminLeadListResponseSchema,
  }),
  adminExport: endpoint({
    method: 'GET',
    path: '/api/leads/export',
    query: ZAdminLeadExportQuerySchema,
    response: ZCsvResponseSchema,
  }),
  filterOptions: endpoint({
    method: 'GET',
    path: '/api/leads/filter-options',
    response: ZLeadFilterOptionsResponseSchema,
  }),
  bulkStatus: endpoint({
    method: 'POST',
    path: '/api/leads/bulk/status',
    body: ZBulkStatusRequestSchema,
    response: ZBulkResultResponseSchema,
  }),
  bulkAssign: endpoint({
    method: 'POST',
    path: '/api/leads/bulk/assign',
    body: ZBulkAssignRequestSchema,
    response: ZBulkResultResponseSchema,
  }),
  partnerList: endpoint({
    method: 'GET',
    path: '/api/my-leads',
    query: ZPartnerLeadListQuerySchema,
    response: ZPartnerLeadListResponseSchema,
  }),
  partnerExport: endpoint({
    method: 'GET',
    path: '/api/my-leads/export',
    query: ZPartnerLeadExportQuerySchema,
    response: ZCsvResponseSchema,
  }),
};
