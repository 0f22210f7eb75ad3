import { endpoint } from '../api/endpoint';
import {
  ZColleagueVisibilityRequestSchema,
  ZInviteColleagueRequestSchema,
  ZTeamActionResponseSchema,
  ZTeamMemberParamsSchema,
  ZTeamQuerySchema,
  ZTeamResponseSchema,
} from './teams.contract';

/**
 * A partner firm's team (issue 34, decision 0080): its owner alone lists, invites and removes
 * colleagues and chooses what they see. Colleagues accept at /invite/:token (INVITE_ENDPOINTS).
 */
export const TEAM_ENDPOINTS = {
  list: endpoint({
    method: 'GET',
    path: '/api/team',
    query: ZTeamQuerySchema,
    response: ZTeamResponseSchema,
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/team/invitations',
    body: ZInviteColleagueRequestSchema,
    response: ZTeamActionResponseSchema,
  }),
  revokeInvitation: endpoint({
    method: 'DELETE',
    path: '/api/team/invitations/:id',
    params: ZTeamMemberParamsSchema,
    response: ZTeamActionResponseSchema,
  }),
  removeColleague: endpoint({
    method: 'DELETE',
    path: '/api/team/members/:id',
    params: ZTeamMemberParamsSchema,
    response: ZTeamActionResponseSchema,
  }),
  setVisibility: endpoint({
    method: 'PUT',
    path: '/api/team/visibility',
    body: ZColleagueVisibilityRequestSchema,
    response: ZTeamActionResponseSchema,
  }),
};
