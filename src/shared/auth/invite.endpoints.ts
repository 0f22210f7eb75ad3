import { endpoint } from '../api/endpoint';
import {
  ZInvitePartnerRequestSchema,
  ZInvitePartnerResponseSchema,
} from '../partners/partner-invite.contract';
import {
  ZResetPasswordRequestSchema,
  ZResetPasswordResponseSchema,
} from './password-reset.contract';

/** Invitations (issue 16): an admin invites a partner; the invitee accepts at /invite/:token. */
export const INVITE_ENDPOINTS = {
  invitePartner: endpoint({
    method: 'POST',
    path: '/api/partners/invite',
    body: ZInvitePartnerRequestSchema,
    response: ZInvitePartnerResponseSchema,
  }),
  /** The same form as a reset: the token and the chosen password, twice. */
  accept: endpoint({
    method: 'POST',
    path: '/api/invite/accept',
    body: ZResetPasswordRequestSchema,
    response: ZResetPasswordResponseSchema,
  }),
};
