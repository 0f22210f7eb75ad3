import { z } from 'zod';
import { endpoint } from '../api/endpoint';
import {
  ZCreateListViewRequestSchema,
  ZListViewParamsSchema,
  ZListViewSchema,
  ZListViewsQuerySchema,
  ZListViewsResponseSchema,
  ZSetDefaultListViewRequestSchema,
  ZSetDefaultListViewResponseSchema,
  ZUpdateListViewRequestSchema,
} from './list-views.contract';

/** Saved list views (issue 34, item 5; decision 0079): an admin's own and the shared ones. */
export const LIST_VIEW_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/list-views',
    query: ZListViewsQuerySchema,
    response: ZListViewsResponseSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/list-views',
    body: ZCreateListViewRequestSchema,
    response: z.object({ view: ZListViewSchema }),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/list-views/:id',
    params: ZListViewParamsSchema,
    body: ZUpdateListViewRequestSchema,
    response: z.object({ view: ZListViewSchema }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/list-views/:id',
    params: ZListViewParamsSchema,
    response: z.object({ id: z.string() }),
  }),
  setDefault: endpoint({
    method: 'PUT',
    path: '/api/list-views/default',
    body: ZSetDefaultListViewRequestSchema,
    response: ZSetDefaultListViewResponseSchema,
  }),
};
