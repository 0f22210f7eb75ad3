import type { RouteDeps } from '../lib/route-deps';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  FALLBACK_LOCALE,
  localeFromAcceptLanguage,
  normalizeLocale,
} from '../../shared/i18n/locales';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../shared/payment-details/payment-details.endpoints';
import { currentPartner, currentUser } from '../plugins/access';
import { serveEndpoint } from '../lib/serve-endpoint';
import { agreeToSelfBilling } from './agree-to-self-billing';
import { selfBillingText } from './self-billing-text';
import { agreementAnswer, latestSelfBillingAgreement } from './self-billing.queries';
import { withdrawSelfBilling } from './withdraw-self-billing';

/** The signed-in partner's self-billing agreement (issue 35 item 2); only their own. */
export function selfBillingRoutes({ db, config }: Pick<RouteDeps, 'db' | 'config'>) {
  // The language the partner reads the app in (their browser sends it with every call), else
  // their account's: the text is shown, and so recorded, in the language they read.
  const stateOf = async (request: FastifyRequest) => {
    const partner = currentPartner(request);
    const language =
      localeFromAcceptLanguage(request.headers['accept-language']) ??
      normalizeLocale(currentUser(request).locale) ??
      FALLBACK_LOCALE;
    const [latest, text] = await Promise.all([
      latestSelfBillingAgreement(db, partner.id),
      selfBillingText(db, config, partner, language),
    ]);
    return { agreement: agreementAnswer(latest), language, text };
  };

  return async (app: FastifyInstance) => {
    serveEndpoint(app, E.selfBilling, { access: 'update:firm:own', handler: stateOf });

    serveEndpoint(app, E.agreeSelfBilling, {
      access: 'update:firm:own',
      handler: async (request) => {
        const user = currentUser(request);
        await agreeToSelfBilling(db, config, user.id, currentPartner(request), request.body);
        return stateOf(request);
      },
    });

    serveEndpoint(app, E.withdrawSelfBilling, {
      access: 'update:firm:own',
      handler: async (request) => {
        await withdrawSelfBilling(db, currentUser(request).id, currentPartner(request));
        return stateOf(request);
      },
    });
  };
}
