import { useTranslation } from 'react-i18next';
import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import type { ApplicationSchemaOptions } from '../../../shared/leads/apply.contract';
import type { AmountLimitsByMarket } from '../../../shared/leads/lead-market-rules';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { useGuestData } from '../../lib/http/use-guest-data';
import { APPLY_ENDPOINTS } from '../../../shared/leads/apply.endpoints';

/**
 * GET /api/apply/options. Labels come in the reader's language, hence the locale in the key.
 * Never refetched behind the guest's back: the form token inside starts the fill-time clock.
 */
export function useApplyOptions() {
  const { i18n } = useTranslation();
  return useGuestData(i18n.language, () => callApi(APPLY_ENDPOINTS.options, {}));
}

/** The options the server validates with, so that the browser's errors match its 422s. */
export function schemaOptionsOf(options: TApplyOptionsResponse): ApplicationSchemaOptions {
  const amountLimits = Object.fromEntries(
    options.markets.map((market) => [market.code, market.amount_limits]),
  ) as AmountLimitsByMarket;
  return {
    amountLimits,
    industries: options.industries.map((item) => item.value),
    purposes: options.purposes.map((item) => item.value),
    timeTrading: options.time_trading.map((item) => item.value),
  };
}

/**
 * The company behind a referral link, or null. Silent: an unknown or suspended code must not
 * trouble the guest, whose application is then simply unattributed.
 */
export function useReferrer(code: string | undefined) {
  return useGuestData(code ?? null, async () => {
    try {
      const answer = await callApi(
        APPLY_ENDPOINTS.referrer,
        { params: { code: code ?? '' } },
        { silent: true },
      );
      return answer.company;
    } catch (error) {
      // A code the server refuses outright (malformed) is unknown too; a failure to ask is not.
      if (error instanceof HttpError && error.status < 500) return null;
      throw error;
    }
  });
}
