import type { RouteDeps } from '../lib/route-deps';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guessMapping } from '../../shared/lead-import/header-guesses';
import { MAX_IMPORT_BYTES } from '../../shared/lead-import/import-fields';
import { ZImportBatchParams } from '../../shared/lead-import/lead-import.contract';
import {
  LEAD_IMPORT_ENDPOINTS,
  LEAD_IMPORT_PATHS,
} from '../../shared/lead-import/lead-import.endpoints';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { refuseRest } from '../deal-room/upload-limits';
import { idOrNotFound } from '../leads/lead-detail.queries';
import { currentUser } from '../plugins/access';
import { importBatchAnswer } from './import-batch-answer';
import {
  findImportBatch,
  findSavedColumns,
  keepGuessedMapping,
  listImportBatches,
} from './lead-import.queries';
import { mapImportColumns } from './map-import-columns';
import { previewImport } from './preview-import';
import { refusedRowsCsv } from './refused-rows';
import { runImport } from './run-import';
import { stageImport } from './stage-import';
import { startImportUndo } from './start-import-undo';

const MAX_USER_AGENT = 512;

const fileRequired = () =>
  new AppError('validation', 'lead-import.file_required', {
    fieldErrors: { file: ['lead-import.file_required'] },
  });

/** The multipart parser's refusals as this route's answers, never a 500. */
function uploadRefusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return fileRequired();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('validation', 'lead-import.one_file');
  }
  if (typeof code === 'string' && code.startsWith('FST_')) return fileRequired();
  return error;
}

const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;

const tooLarge = () =>
  new AppError('payload_too_large', 'lead-import.too_large', {
    values: { max_mb: MAX_IMPORT_MB },
    fieldErrors: { file: ['lead-import.too_large'] },
  });

/** After an early answer: the rest of the body read and dropped for a moment, then closed. */
const LINGER_MB = 1;

/**
 * The first file of the multipart body, streamed into the batch's staged rows. Past the size
 * limit the file is stopped at once (the parser's `limit` event), not read to its end: a 200 MB
 * file was read whole before the 413 (issue 41), as the deal room's uploads were (decision 0057).
 */
async function stageUpload(db: Db, request: FastifyRequest, reply: FastifyReply) {
  try {
    // A body that cannot even be read as a form with a file is the missing file's 422.
    const file = await request
      .file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 2, parts: 3 } })
      .catch((error: unknown) => {
        throw error instanceof AppError ? error : fileRequired();
      });
    if (!file) throw fileRequired();
    file.file.once('limit', () => file.file.destroy(tooLarge()));
    return await stageImport(db, {
      fileName: file.filename || 'import.csv',
      file: file.file,
      actorUserId: currentUser(request).id,
      checkComplete: () => {
        if (file.file.truncated) throw tooLarge();
      },
    });
  } catch (error) {
    refuseRest(request.raw, reply.raw, LINGER_MB);
    throw uploadRefusal(error);
  }
}

/** CSV import of leads (issue 33, item 4): admins only, every route. */
export function leadImportRoutes({ db }: Pick<RouteDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, { throwFileSizeLimit: false });

    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        LEAD_IMPORT_PATHS.upload,
        { config: { access: 'admin' }, schema: { hide: true } },
        async (request, reply) => {
          const staged = await stageUpload(db, request, reply);
          const saved = await findSavedColumns(db, currentUser(request).id);
          const guessed = guessMapping(staged.headers, saved);
          const batch = await keepGuessedMapping(db, staged.id, guessed);
          request.log.info({ batchId: batch.id, rows: batch.rowCount }, 'lead import staged');
          return { batch: importBatchAnswer(batch), guessed };
        },
      );

    serveEndpoint(app, LEAD_IMPORT_ENDPOINTS.list, {
      access: 'admin',
      handler: async () => ({
        batches: (await listImportBatches(db)).map(importBatchAnswer),
      }),
    });

    serveEndpoint(app, LEAD_IMPORT_ENDPOINTS.read, {
      access: 'admin',
      handler: async (request) =>
        importBatchAnswer(await findImportBatch(db, idOrNotFound(request.params.id))),
    });

    serveEndpoint(app, LEAD_IMPORT_ENDPOINTS.map, {
      access: 'admin',
      handler: async (request) =>
        importBatchAnswer(
          await mapImportColumns(db, {
            batchId: idOrNotFound(request.params.id),
            mapping: request.body.mapping,
            defaultMarket: request.body.default_market,
            actorUserId: currentUser(request).id,
          }),
        ),
    });

    serveEndpoint(app, LEAD_IMPORT_ENDPOINTS.preview, {
      access: 'admin',
      handler: async (request) => {
        const batch = await findImportBatch(db, idOrNotFound(request.params.id));
        return previewImport(db, batch, requestTranslator(request), {
          offset: request.query.offset,
          limit: request.query.limit,
          onlyErrors: request.query.only_errors,
        });
      },
    });

    for (const [endpoint, dryRun] of [
      [LEAD_IMPORT_ENDPOINTS.dryRun, true],
      [LEAD_IMPORT_ENDPOINTS.run, false],
    ] as const) {
      serveEndpoint(app, endpoint, {
        access: 'admin',
        handler: async (request) => {
          const outcome = await runImport(db, {
            batchId: idOrNotFound(request.params.id),
            dryRun,
            actorUserId: currentUser(request).id,
            locale: requestLocale(request),
            ip: request.ip,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
          });
          const { batch, ...counts } = outcome;
          request.log.info({ batchId: batch.id, dryRun, ...counts }, 'lead import run');
          return { dry_run: dryRun, ...counts, batch: importBatchAnswer(batch) };
        },
      });
    }

    serveEndpoint(app, LEAD_IMPORT_ENDPOINTS.undo, {
      access: 'admin',
      handler: async (request) => {
        // Answered once the undo is under way (`undoing`): the worker puts the leads back a
        // chunk at a time, and the batch's progress says how far it got (decision 0090).
        const batch = await startImportUndo(db, {
          batchId: idOrNotFound(request.params.id),
          actorUserId: currentUser(request).id,
        });
        request.log.info({ batchId: batch.id, leads: batch.undoTotal }, 'lead import undo asked');
        return { batch: importBatchAnswer(batch) };
      },
    });

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        LEAD_IMPORT_PATHS.refused,
        { config: { access: 'admin' }, schema: { params: ZImportBatchParams, hide: true } },
        async (request, reply) => {
          const batch = await findImportBatch(db, idOrNotFound(request.params.id));
          return refusedRowsCsv(reply, db, batch, requestTranslator(request));
        },
      );
  };
}
