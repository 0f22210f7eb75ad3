import { endpoint } from '../api/endpoint';
import {
  ZJoinOptionsResponseSchema,
  ZJoinRequestSchema,
  ZJoinResponseSchema,
} from './join.contract';

/** Partner sign-up at /join. */
export const JOIN_ENDPOINTS = {
  options: endpoint({
    method: 'GET',
    path: '/api/join/options',
    response: ZJoinOptionsResponseSchema,
  }),
  join: endpoint({
    method: 'POST',
    path: '/api/join',
    body: ZJoinRequestSchema,
    response: ZJoinResponseSchema,
  }),
};
