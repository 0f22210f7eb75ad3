import type { FastifyInstance } from 'fastify';
import { GUEST_LINK_ENDPOINTS } from '../../shared/deal-room/guest-links.endpoints';
import { TERM_SHEET_ENDPOINTS } from '../../shared/deal-room/term-sheet.endpoints';
import { AppError } from '../errors';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { assertLeadExists, idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { findGuestLink, listGuestLinks, toGuestLink } from './guest-links.queries';
import { acceptTermSheet } from './accept-term-sheet';
import { declineTermSheet } from './decline-term-sheet';
import { openGuestLink } from './open-guest-link';
import { readAdminTermSheet } from './read-admin-term-sheet';
import { readGuestTermSheet } from './read-guest-term-sheet';
import { recordVisit } from './record-visit';
import { revokeGuestLink } from './revoke-guest-link';
import { saveTermSheet } from './save-term-sheet';
import { sendGuestLink } from './send-guest-link';
import { sendTermSheet } from './send-term-sheet';
import type { RouteDeps } from '../lib/route-deps';

/**
 * The deal room (issue 17): the lead screen's links and term sheet (admins only), and the
 * guest's term sheet, reached by its link's token alone (public; the token is the credential).
 */
export function dealRoomRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, GUEST_LINK_ENDPOINTS.list, {
      access: 'read:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await assertLeadExists(db, leadId);
        return { data: await listGuestLinks(db, leadId) };
      },
    });

    serveEndpoint(app, GUEST_LINK_ENDPOINTS.send, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        const linkId = await db.transaction((tx) =>
          sendGuestLink(tx, {
            leadId,
            purpose: request.body.purpose,
            actorUserId: currentUser(request).id,
            appKey,
          }),
        );
        const link = await findGuestLink(db, leadId, linkId);
        if (!link) throw new AppError('not_found', 'errors.not_found');
        return {
          message: requestTranslator(request)('deal-room-admin.link_sent'),
          link: toGuestLink(link),
        };
      },
    });

    serveEndpoint(app, GUEST_LINK_ENDPOINTS.revoke, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        const linkId = idOrNotFound(request.params.linkId);
        if (!(await findGuestLink(db, leadId, linkId))) {
          throw new AppError('not_found', 'errors.not_found');
        }
        await db.transaction((tx) =>
          revokeGuestLink(tx, { leadId, linkId, actorUserId: currentUser(request).id }),
        );
        const link = await findGuestLink(db, leadId, linkId);
        if (!link) throw new AppError('not_found', 'errors.not_found');
        return {
          message: requestTranslator(request)('deal-room-admin.link_revoked'),
          link: toGuestLink(link),
        };
      },
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.read, {
      access: 'read:lead:any',
      handler: async (request) => readAdminTermSheet(db, idOrNotFound(request.params.id)),
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.save, {
      access: 'update:lead:any',
      handler: async (request) => {
        const { version, ...fields } = request.body;
        const termSheet = await saveTermSheet(db, {
          leadId: idOrNotFound(request.params.id),
          fields,
          ...(version === undefined ? {} : { version }),
          actorUserId: currentUser(request).id,
        });
        return {
          message: requestTranslator(request)('deal-room-admin.term_sheet_saved'),
          term_sheet: termSheet,
        };
      },
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.send, {
      access: 'update:lead:any',
      handler: async (request) => {
        const termSheet = await sendTermSheet(db, {
          leadId: idOrNotFound(request.params.id),
          version: request.body.version,
          actorUserId: currentUser(request).id,
          appKey,
        });
        return {
          message: requestTranslator(request)('deal-room-admin.term_sheet_sent'),
          term_sheet: termSheet,
        };
      },
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.guestRead, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'term-sheet', request.ip);
        await recordVisit(db, link);
        return readGuestTermSheet(db, link);
      },
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.guestAccept, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'term-sheet', request.ip);
        await acceptTermSheet(db, link, {
          fullName: request.body.full_name,
          contentHash: request.body.content_hash,
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        return { message: requestTranslator(request)('deal-room.term_sheet_accepted') };
      },
    });

    serveEndpoint(app, TERM_SHEET_ENDPOINTS.guestDecline, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'term-sheet', request.ip);
        await declineTermSheet(db, link, request.body.reason);
        return { message: requestTranslator(request)('deal-room.term_sheet_declined') };
      },
    });
  };
}
