import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance } from 'fastify';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../shared/payment-details/payment-details.endpoints';
import { AppError } from '../errors';
import { requestTranslator } from '../i18n';
import { serveEndpoint } from '../lib/serve-endpoint';
import { findPartnerWithUser } from '../partners/partners-admin.queries';
import { currentPartner, currentUser } from '../plugins/access';
import { confirmBankDetails } from './confirm-bank-details';
import {
  findPaymentDetails,
  paymentDetailsAnswer,
  selfBillingAgreedAt,
} from './payment-details.queries';
import { savePaymentDetails } from './save-payment-details';

/**
 * A partner's payment details (issue 35 item 1): the partner reads and saves their own (no id in
 * the path, so no other partner's can be named); admins read any partner's, masked, and confirm
 * a changed account.
 */
export function paymentDetailsRoutes({ db, appKey }: Pick<RouteDeps, 'db' | 'appKey'>) {
  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.mine, {
      access: 'update:firm:own',
      handler: async (request) => {
        const partner = currentPartner(request);
        const row = await findPaymentDetails(db, partner.id);
        return {
          market: partner.market,
          details: row ? paymentDetailsAnswer(partner.market, row) : null,
          second_factor_required: currentUser(request).twoFactorEnabledAt !== null,
        };
      },
    });

    serveEndpoint(app, E.save, {
      access: 'update:firm:own',
      handler: async (request) => {
        const partner = currentPartner(request);
        await savePaymentDetails(db, appKey, currentUser(request), partner, request.body);
        const row = await findPaymentDetails(db, partner.id);
        if (!row) throw new Error('saved payment details not found');
        return {
          message: requestTranslator(request)('payment-details.saved'),
          details: paymentDetailsAnswer(partner.market, row),
        };
      },
    });

    serveEndpoint(app, E.ofPartner, {
      access: 'read:partner:any',
      handler: async (request) => {
        const found = await findPartnerWithUser(db, request.params.id);
        if (!found) throw new AppError('not_found', 'errors.not_found');
        const [row, agreedAt] = await Promise.all([
          findPaymentDetails(db, request.params.id),
          selfBillingAgreedAt(db, request.params.id),
        ]);
        return {
          details: row
            ? {
                ...paymentDetailsAnswer(found.partner.market, row),
                confirmed_by:
                  row.confirmedById && row.confirmedByName
                    ? { id: row.confirmedById, name: row.confirmedByName }
                    : null,
              }
            : null,
          self_billing_agreed_at: agreedAt?.toISOString() ?? null,
        };
      },
    });

    serveEndpoint(app, E.confirm, {
      access: 'update:partner:any',
      handler: async (request) => {
        await confirmBankDetails(db, currentUser(request).id, request.params.id, request.body.note);
        return { message: requestTranslator(request)('payment-details.admin.confirmed') };
      },
    });
  };
}
