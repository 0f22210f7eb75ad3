import { endpoint } from '../api/endpoint';
import { ZLeadParamsSchema } from '../leads/lead-params';
import { ZGuestTokenParams } from './guest-links.contract';
import {
  ZAcceptTermSheetRequest,
  ZAdminTermSheetResponse,
  ZDeclineTermSheetRequest,
  ZGuestDoneResponse,
  ZGuestTermSheetResponse,
  ZSaveTermSheetRequest,
  ZSendTermSheetRequest,
  ZTermSheetSavedResponse,
} from './term-sheet.contract';

/** The lead screen's term sheet (admins) and the guest's `/term-sheet/:id` (issue 17). */
export const TERM_SHEET_ENDPOINTS = {
  read: endpoint({
    method: 'GET',
    path: '/api/leads/:id/term-sheet',
    params: ZLeadParamsSchema,
    response: ZAdminTermSheetResponse,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/leads/:id/term-sheet',
    params: ZLeadParamsSchema,
    body: ZSaveTermSheetRequest,
    response: ZTermSheetSavedResponse,
  }),
  send: endpoint({
    method: 'POST',
    path: '/api/leads/:id/term-sheet/send',
    params: ZLeadParamsSchema,
    body: ZSendTermSheetRequest,
    response: ZTermSheetSavedResponse,
  }),
  guestRead: endpoint({
    method: 'GET',
    path: '/api/guest/term-sheet/:token',
    params: ZGuestTokenParams,
    response: ZGuestTermSheetResponse,
  }),
  guestAccept: endpoint({
    method: 'POST',
    path: '/api/guest/term-sheet/:token/accept',
    params: ZGuestTokenParams,
    body: ZAcceptTermSheetRequest,
    response: ZGuestDoneResponse,
  }),
  guestDecline: endpoint({
    method: 'POST',
    path: '/api/guest/term-sheet/:token/decline',
    params: ZGuestTokenParams,
    body: ZDeclineTermSheetRequest,
    response: ZGuestDoneResponse,
  }),
};
