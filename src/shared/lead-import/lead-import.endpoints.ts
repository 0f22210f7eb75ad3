import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  ZImportBatchParams,
  ZImportBatchSchema,
  ZImportMappingRequestSchema,
  ZImportPreviewQuerySchema,
  ZImportPreviewSchema,
  ZImportResultSchema,
  ZImportUndoResultSchema,
} from './lead-import.contract';

/** The upload itself is multipart (not a zod body): its path, for the route and the screen. */
export const LEAD_IMPORT_PATHS = {
  upload: '/api/lead-imports',
  refused: '/api/lead-imports/:id/refused.csv',
} as const;

/** CSV import of leads (issue 33, item 4): admins only. */
export const LEAD_IMPORT_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/lead-imports',
    response: z.object({ batches: z.array(ZImportBatchSchema) }),
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/lead-imports/:id',
    params: ZImportBatchParams,
    response: ZImportBatchSchema,
  }),
  map: endpoint({
    method: 'PUT',
    path: '/api/lead-imports/:id/mapping',
    params: ZImportBatchParams,
    body: ZImportMappingRequestSchema,
    response: ZImportBatchSchema,
  }),
  preview: endpoint({
    method: 'GET',
    path: '/api/lead-imports/:id/preview',
    params: ZImportBatchParams,
    query: ZImportPreviewQuerySchema,
    response: ZImportPreviewSchema,
  }),
  dryRun: endpoint({
    method: 'POST',
    path: '/api/lead-imports/:id/dry-run',
    params: ZImportBatchParams,
    response: ZImportResultSchema,
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/lead-imports/:id/import',
    params: ZImportBatchParams,
    response: ZImportResultSchema,
  }),
  undo: endpoint({
    method: 'POST',
    path: '/api/lead-imports/:id/undo',
    params: ZImportBatchParams,
    response: ZImportUndoResultSchema,
  }),
};
