import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { APPLY_ENDPOINTS } from '../../shared/leads/apply.endpoints';
import {
  BUSINESS_STRUCTURES,
  DEFAULT_PRODUCT_SLUG,
  TERM_MONTHS,
} from '../../shared/leads/lead-fields';
import { MARKETS, MARKET_INFO, isMarket } from '../../shared/markets/markets';
import { serveEndpoint } from '../lib/serve-endpoint';
import { requestLocale, requestTranslator, translator } from '../i18n';
import { labelled, loadFormOptions } from '../options/form-options';
import { findActivePartnerByCode } from '../partners/partners.queries';
import { readSettings } from '../settings/app-settings';
import { consentSentence } from './consent-sentence';
import { enforceApplyEmailLimit } from './apply-email-limit';
import { createLead } from './create-lead';
import { freshFormToken } from './form-token';
import { formatLeadReference, referenceYear } from './lead-reference';
import { assertFormToken, guestFormPreValidation } from './guest-form-guard';
import { withSingleUseFormToken } from './single-use-form-token';
import type { RouteDeps } from '../lib/route-deps';

const MAX_USER_AGENT = 512;

/** A reference that looks real, for a bot caught by the honeypot (nothing is stored). */
function decoyReference(request: FastifyRequest): string {
  const market = (request.body as { market?: unknown } | undefined)?.market;
  const prefix = isMarket(market) ? market : 'AU';
  return formatLeadReference(prefix, referenceYear(prefix, new Date()), randomInt(1, 999_999));
}

/** Guest application API behind /apply, /apply/:id, /apply-now and /apply-quick (issue 4). */
export function leadsRoutes(deps: Pick<RouteDeps, 'db' | 'config' | 'appKey'>) {
  const { db, config, appKey } = deps;
  return async (app: FastifyInstance) => {
    serveEndpoint(app, APPLY_ENDPOINTS.options, {
      access: 'public',
      handler: async (request, reply) => {
        const locale = requestLocale(request);
        const t = translator(locale);
        const { rows, schemaOptions } = await loadFormOptions(db);
        return {
          markets: MARKETS.map((code) => ({
            code,
            currency: MARKET_INFO[code].currency,
            business_number: MARKET_INFO[code].businessNumber,
            regions: [...MARKET_INFO[code].regions],
            amount_limits: schemaOptions.amountLimits[code],
          })),
          structures: BUSINESS_STRUCTURES.map((value) => ({
            value,
            label: t(`apply.structures.${value}`),
          })),
          industries: labelled(rows, 'industry', locale),
          purposes: labelled(rows, 'purpose', locale),
          time_trading: labelled(rows, 'time_trading', locale),
          term_months: { ...TERM_MONTHS },
          consent_text: consentSentence(t, await readSettings(db, ['app_name', 'firm'], config)),
          default_product: DEFAULT_PRODUCT_SLUG,
          ...freshFormToken(reply, appKey, config),
        };
      },
    });

    // Never an error: an unknown, pending or suspended code simply names no one.
    serveEndpoint(app, APPLY_ENDPOINTS.referrer, {
      access: 'public',
      handler: async (request) => {
        const partner = await findActivePartnerByCode(db, request.params.code);
        return { company: partner?.company ?? null };
      },
    });

    serveEndpoint(app, APPLY_ENDPOINTS.apply, {
      access: 'public',
      preValidation: guestFormPreValidation({
        db,
        config,
        rateKey: 'apply',
        limit: config.APPLY_RATE_LIMIT,
        fakeSuccess: (request) => {
          const reference = decoyReference(request);
          return {
            reference,
            message: requestTranslator(request)('apply.received', { reference }),
            repeat: false,
          };
        },
      }),
      handler: async (request) => {
        assertFormToken(config, appKey, request.body.form_token);
        await enforceApplyEmailLimit(db, config, request.body.email);
        // The route schema checked the shape; createLead checks the live options (amount
        // limits, choices) in the statement that starts its transaction.
        const locale = requestLocale(request);
        const result = await withSingleUseFormToken(db, config, request.body.form_token, () =>
          createLead(db, request.body, {
            ip: request.ip,
            userAgent: (request.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
            locale,
            appName: config.APP_NAME,
          }),
        );
        request.log.info(
          { leadId: result.leadId, repeat: result.repeat, variant: request.body.variant },
          result.repeat ? 'repeat enquiry added to lead' : 'lead created',
        );
        const t = translator(locale);
        // A repeat never shows its reference: the sender may know only the e-mail (0052).
        return result.repeat
          ? { reference: null, message: t('apply-repeat.received_again'), repeat: true }
          : {
              reference: result.reference,
              message: t('apply.received', { reference: result.reference }),
              repeat: false,
            };
      },
    });
  };
}
