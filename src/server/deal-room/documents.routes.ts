import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLeadDocumentParams } from '../../shared/deal-room/documents.contract';
import {
  DOCUMENT_ENDPOINTS,
  DOCUMENT_FILE_PATHS,
} from '../../shared/deal-room/documents.endpoints';
import { ZGuestTokenParams } from '../../shared/deal-room/guest-links.contract';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { assertLeadExists, idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { attachmentHeader, downloadName, downloadType } from './document-files';
import { readGuestUpload } from './read-guest-upload';
import { receiveUpload } from './receive-upload';
import { readAdminDocuments } from './read-admin-documents';
import { reviewDocument } from './review-document';
import { saveDocumentRequests } from './save-document-requests';
import { findDocument } from './documents.queries';
import { openGuestLink } from './open-guest-link';
import { recordVisit } from './record-visit';
import type { RouteDeps } from '../lib/route-deps';

/**
 * Document uploads (issue 17, decision 0030): the lead screen's requests, review and download
 * (admins), and the guest's checklist and upload, reached by the upload link's token alone.
 */
export function documentsRoutes({
  db,
  storage,
  uploadLimits: limits,
  appKey,
}: Pick<RouteDeps, 'db' | 'storage' | 'uploadLimits' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    // Only this plugin's routes read multipart bodies. A file past the size limit ends short
    // (`truncated`); the upload refuses it itself (receive-upload.ts).
    await app.register(fastifyMultipart, { throwFileSizeLimit: false });

    serveEndpoint(app, DOCUMENT_ENDPOINTS.list, {
      access: 'read:lead:any',
      handler: async (request) =>
        readAdminDocuments(db, idOrNotFound(request.params.id), requestLocale(request)),
    });

    serveEndpoint(app, DOCUMENT_ENDPOINTS.request, {
      access: 'update:lead:any',
      handler: async (request) => {
        const leadId = idOrNotFound(request.params.id);
        await assertLeadExists(db, leadId);
        const documents = await saveDocumentRequests(db, {
          leadId,
          documentTypes: request.body.document_types,
          actorUserId: currentUser(request).id,
          locale: requestLocale(request),
        });
        return { message: requestTranslator(request)('documents.requests_saved'), ...documents };
      },
    });

    serveEndpoint(app, DOCUMENT_ENDPOINTS.review, {
      access: 'update:lead:any',
      handler: async (request) => {
        const file = await reviewDocument(db, {
          leadId: idOrNotFound(request.params.id),
          documentId: idOrNotFound(request.params.documentId),
          status: request.body.status,
          reason: request.body.reason,
          actorUserId: currentUser(request).id,
          appKey,
        });
        const t = requestTranslator(request);
        return {
          message: t(file.status === 'accepted' ? 'documents.accepted' : 'documents.rejected'),
          file,
        };
      },
    });

    app.withTypeProvider<ZodTypeProvider>().get(
      DOCUMENT_FILE_PATHS.download,
      {
        config: { access: 'read:lead:any' },
        schema: { params: ZLeadDocumentParams, hide: true },
      },
      async (request, reply) => {
        const leadId = idOrNotFound(request.params.id);
        const row = await findDocument(db, leadId, idOrNotFound(request.params.documentId));
        if (!row) throw new AppError('not_found', 'errors.not_found');
        const file = await storage.open(row.storedKey);
        // Named by its sniffed type, always saved, never sniffed again by the browser, and if it
        // is opened all the same, sandboxed with nothing allowed (issue 31, decision 0057).
        return reply
          .header('content-type', downloadType(row.mime))
          .header('content-length', String(row.size))
          .header('content-disposition', attachmentHeader(downloadName(row.originalName, row.mime)))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "sandbox; default-src 'none'")
          .header('cache-control', 'private, no-store')
          .send(file);
      },
    );

    serveEndpoint(app, DOCUMENT_ENDPOINTS.guestRead, {
      access: 'public',
      handler: async (request) => {
        const link = await openGuestLink(db, request.params.token, 'upload', request.ip);
        await recordVisit(db, link);
        return readGuestUpload(db, link, requestLocale(request));
      },
    });

    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        DOCUMENT_FILE_PATHS.upload,
        { config: { access: 'public' }, schema: { params: ZGuestTokenParams, hide: true } },
        async (request, reply) => {
          const link = await openGuestLink(db, request.params.token, 'upload', request.ip);
          await recordVisit(db, link);
          const files = await receiveUpload(request, reply, db, storage, link, limits);
          const stored = files.filter((file) => !file.duplicate).length;
          const t = requestTranslator(request);
          return {
            message:
              stored === 0
                ? t('documents.already_received')
                : t('documents.uploaded', { count: stored }),
            files,
          };
        },
      );
  };
}
