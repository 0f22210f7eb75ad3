import type { FastifyInstance } from 'fastify';
import { TEAM_ENDPOINTS as E } from '../../shared/teams/teams.endpoints';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { currentPartner, currentUser } from '../plugins/access';
import type { RouteDeps } from '../lib/route-deps';
import { inviteColleague } from './invite-colleague';
import { removeColleague } from './remove-colleague';
import { revokeInvitation } from './revoke-invitation';
import { setColleagueVisibility } from './set-colleague-visibility';
import { listTeam } from './teams.queries';

/**
 * The Team page of a partner firm (issue 34, decision 0080). `update:firm:own` is the owner's
 * alone: a colleague and an admin (who has no firm) get 403 here.
 */
export function teamsRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  const access = 'update:firm:own' as const;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access,
      handler: async (request) => {
        const partner = currentPartner(request);
        const data = await listTeam(db, partner.id, request.query.q);
        return { colleagues_see: partner.colleaguesSee, data, total: data.length };
      },
    });

    serveEndpoint(app, E.invite, {
      access,
      handler: async (request) => {
        const partner = currentPartner(request);
        const owner = currentUser(request);
        const locale = requestLocale(request);
        await inviteColleague(db, owner, partner, request.body, locale, appKey);
        return { message: requestTranslator(request)('team.invited') };
      },
    });

    serveEndpoint(app, E.revokeInvitation, {
      access,
      handler: async (request) => {
        const partnerId = currentPartner(request).id;
        await revokeInvitation(db, currentUser(request).id, partnerId, request.params.id);
        return { message: requestTranslator(request)('team.invitation_revoked') };
      },
    });

    serveEndpoint(app, E.removeColleague, {
      access,
      handler: async (request) => {
        const partnerId = currentPartner(request).id;
        await removeColleague(db, currentUser(request).id, partnerId, request.params.id);
        return { message: requestTranslator(request)('team.removed') };
      },
    });

    serveEndpoint(app, E.setVisibility, {
      access,
      handler: async (request) => {
        const { id } = currentPartner(request);
        const choice = request.body.colleagues_see;
        await setColleagueVisibility(db, currentUser(request).id, id, choice);
        return { message: requestTranslator(request)('team.visibility_saved') };
      },
    });
  };
}
