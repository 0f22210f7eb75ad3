import { endpoint } from '../api/endpoint';
import {
  ZSettingsResponseSchema,
  ZUpdateSettingsRequestSchema,
  ZUpdateSettingsResponseSchema,
} from './settings.contract';

/** The firm's settings at /settings/general and /settings/firm (issue 16): admins only. */
export const SETTINGS_ENDPOINTS = {
  show: endpoint({ method: 'GET', path: '/api/settings', response: ZSettingsResponseSchema }),
  update: endpoint({
    method: 'PUT',
    path: '/api/settings',
    body: ZUpdateSettingsRequestSchema,
    response: ZUpdateSettingsResponseSchema,
  }),
};
