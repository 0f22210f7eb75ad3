import { endpoint } from '../api/endpoint';
import { ZMessageSchema } from '../auth/auth.contract';
import { ZIdParamsSchema } from '../auth/two-factor.contract';
import {
  ZAgreeSelfBillingRequestSchema,
  ZSelfBillingResponseSchema,
} from '../self-billing/self-billing.contract';
import {
  ZConfirmBankDetailsRequestSchema,
  ZMyPaymentDetailsResponseSchema,
  ZPartnerPaymentDetailsResponseSchema,
  ZPaymentDetailsRequestSchema,
  ZSavePaymentDetailsResponseSchema,
} from './payment-details.contract';

/** Where a partner's commissions are paid, and their self-billing agreement (issue 35). */
export const PAYMENT_DETAILS_ENDPOINTS = {
  mine: endpoint({
    method: 'GET',
    path: '/api/settings/payment-details',
    response: ZMyPaymentDetailsResponseSchema,
  }),
  save: endpoint({
    method: 'PUT',
    path: '/api/settings/payment-details',
    body: ZPaymentDetailsRequestSchema,
    response: ZSavePaymentDetailsResponseSchema,
  }),
  ofPartner: endpoint({
    method: 'GET',
    path: '/api/partners/:id/payment-details',
    params: ZIdParamsSchema,
    response: ZPartnerPaymentDetailsResponseSchema,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/api/partners/:id/payment-details/confirm',
    params: ZIdParamsSchema,
    body: ZConfirmBankDetailsRequestSchema,
    response: ZMessageSchema,
  }),
  selfBilling: endpoint({
    method: 'GET',
    path: '/api/settings/self-billing',
    response: ZSelfBillingResponseSchema,
  }),
  agreeSelfBilling: endpoint({
    method: 'POST',
    path: '/api/settings/self-billing',
    body: ZAgreeSelfBillingRequestSchema,
    response: ZSelfBillingResponseSchema,
  }),
  withdrawSelfBilling: endpoint({
    method: 'DELETE',
    path: '/api/settings/self-billing',
    response: ZSelfBillingResponseSchema,
  }),
};
