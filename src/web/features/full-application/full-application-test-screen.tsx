import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TApplicationChoices } from '../../../shared/deal-room/full-application.contract';
import { APPLY_ENDPOINTS } from '../../../shared/leads/apply.endpoints';
import type { TApplyOptionsResponse } from '../../../shared/leads/apply-options.contract';
import { MARKETS, type Market } from '../../../shared/markets/markets';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/api';
import { ApplicationForm } from './application-form';
import { sampleApplication } from './sample-application';

function choicesOf(options: TApplyOptionsResponse, market: Market): TApplicationChoices | null {
  const info = options.markets.find((item) => item.code === market);
  if (!info) return null;
  return {
    market,
    currency: info.currency,
    business_number: info.business_number,
    regions: info.regions,
    structures: options.structures,
    industries: options.industries,
    purposes: options.purposes,
    amount_limits: info.amount_limits,
    term_months: options.term_months,
  };
}

/**
 * /full-application-test (admins): the applicant's form filled with sample data, with the
 * firm's current options, to try it out. Nothing is saved and no lead is created.
 */
export function FullApplicationTestScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<Market>('AU');
  const [note, setNote] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['apply-options'],
    queryFn: () => callApi(APPLY_ENDPOINTS.options, {}),
  });
  const choices = query.data ? choicesOf(query.data, market) : null;
  return (
    <article className="flex flex-col gap-6">
      <PageHeader
        title={t('full-application.test.title')}
        description={t('full-application.test.intro')}
      />
      <div className="max-w-xs">
        <SelectField
          label={t('full-application.test.market')}
          options={MARKETS.map((code) => ({ value: code, label: code }))}
          value={market}
          onChange={(event) => setMarket(event.target.value as Market)}
        />
      </div>
      <QueryStatus query={query} failed={t('errors.unavailable')} />
      <FormMessage tone="success" text={note} />
      {choices && (
        <ApplicationForm
          key={market}
          data={sampleApplication(market)}
          version={1}
          resumeAt="business"
          choices={choices}
          save={(_section, _data, version) => Promise.resolve({ version: version + 1 })}
          submit={() => {
            setNote(t('full-application.test.submitted'));
            return Promise.resolve();
          }}
        />
      )}
    </article>
  );
}
