import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import { ZGuestTokenParams } from './guest-links.contract';
import {
  ZAdminApplicationResponse,
  ZApplicationChoicesQuery,
  ZApplicationChoicesResponse,
  ZApplicationSectionParams,
  ZApplicationSubmittedResponse,
  ZGuestApplicationResponse,
  ZSaveSectionRequest,
  ZSectionSavedResponse,
  ZSubmitApplicationRequest,
} from './full-application.contract';

/** The guest's `/full-application/:id` (by its link's token) and the lead screen's view of it. */
export const FULL_APPLICATION_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: '/api/leads/:id/application',
    params: ZLeadParamsSchema,
    response: ZAdminApplicationResponse,
  }),
  testChoices: endpoint({
    method: 'GET',
    path: '/api/full-application/choices',
    query: ZApplicationChoicesQuery,
    response: ZApplicationChoicesResponse,
  }),
  guestRead: endpoint({
    method: 'GET',
    path: '/api/guest/full-application/:token',
    params: ZGuestTokenParams,
    response: ZGuestApplicationResponse,
  }),
  guestSave: endpoint({
    method: 'PUT',
    path: '/api/guest/full-application/:token/sections/:section',
    params: ZApplicationSectionParams,
    body: ZSaveSectionRequest,
    response: ZSectionSavedResponse,
  }),
  guestSubmit: endpoint({
    method: 'POST',
    path: '/api/guest/full-application/:token/submit',
    params: ZGuestTokenParams,
    body: ZSubmitApplicationRequest,
    response: ZApplicationSubmittedResponse,
  }),
};
