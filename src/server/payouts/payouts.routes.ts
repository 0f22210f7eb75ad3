import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPayoutBatchParamsSchema } from '../../shared/payouts/payouts.contract';
import { PAYOUT_FILE_PATH, PAYOUTS_ENDPOINTS as E } from '../../shared/payouts/payouts.endpoints';
import { AppError } from '../errors';
import { requestLocale, requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { attachmentHeader } from '../deal-room/document-files';
import { currentUser } from '../plugins/access';
import { statementsByIds, toStatementItem } from '../statements/statement-list.queries';
import { cancelPayoutBatch } from './cancel-payout-batch';
import { createPayoutBatch } from './create-payout-batch';
import { exportPayoutFile } from './export-payout-file';
import { markPayoutPaid } from './mark-payout-paid';
import {
  findPayoutBatch,
  listPayoutBatches,
  statementIdsOfBatch,
  toPayoutBatchItem,
} from './payouts.queries';
import { selectableStatements } from './selectable-statements';

/** Payout batches (issue 35 item 4): admins only, every route. */
export function payoutsRoutes(deps: Pick<RouteDeps, 'db' | 'appKey'>) {
  const { db, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.list, {
      access: 'admin',
      handler: async (request) => ({
        data: (await listPayoutBatches(db, request.query.market)).map(toPayoutBatchItem),
      }),
    });
    serveEndpoint(app, E.selectable, {
      access: 'admin',
      handler: async (request) =>
        selectableStatements(
          db,
          request.query.market,
          requestTranslator(request),
          requestLocale(request),
        ),
    });
    serveEndpoint(app, E.create, {
      access: 'admin',
      handler: async (request) => {
        const batch = await createPayoutBatch(db, {
          market: request.body.market,
          statementIds: request.body.statement_ids,
          actorUserId: currentUser(request).id,
        });
        const t = requestTranslator(request);
        return {
          message: t('payouts.created', { count: batch.statementCount }),
          batch: toPayoutBatchItem(batch),
        };
      },
    });
    serveEndpoint(app, E.detail, {
      access: 'admin',
      handler: async (request) => {
        const batch = await findPayoutBatch(db, request.params.id);
        if (!batch) throw new AppError('not_found', 'errors.not_found');
        const rows = await statementsByIds(db, await statementIdsOfBatch(db, batch.id));
        return { batch: toPayoutBatchItem(batch), statements: rows.map(toStatementItem) };
      },
    });
    serveEndpoint(app, E.paid, {
      access: 'admin',
      handler: async (request) => {
        const batch = await markPayoutPaid(db, {
          batchId: request.params.id,
          paidOn: request.body.paid_on,
          bankReference: request.body.bank_reference,
          actorUserId: currentUser(request).id,
        });
        return {
          message: requestTranslator(request)('payouts.marked_paid'),
          batch: toPayoutBatchItem(batch),
        };
      },
    });
    serveEndpoint(app, E.cancel, {
      access: 'admin',
      handler: async (request) => {
        const batch = await cancelPayoutBatch(db, {
          batchId: request.params.id,
          actorUserId: currentUser(request).id,
        });
        return {
          message: requestTranslator(request)('payouts.cancelled'),
          batch: toPayoutBatchItem(batch),
        };
      },
    });
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        PAYOUT_FILE_PATH,
        { config: { access: 'admin' }, schema: { params: ZPayoutBatchParamsSchema } },
        async (request, reply) => {
          const file = await exportPayoutFile(db, {
            batchId: request.params.id,
            appKey,
            actorUserId: currentUser(request).id,
          });
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', attachmentHeader(file.fileName))
            .header('x-content-type-options', 'nosniff')
            .header('cache-control', 'private, no-store')
            .send(file.body);
        },
      );
  };
}
