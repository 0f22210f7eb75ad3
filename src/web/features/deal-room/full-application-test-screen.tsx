import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FULL_APPLICATION_ENDPOINTS } from '../../../shared/deal-room/full-application.endpoints';
import { MARKETS, type Market } from '../../../shared/markets/markets';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { ApplicationForm } from './application-form';
import { sampleApplication } from './sample-application';

/**
 * /full-application-test (admins): the applicant's form filled with sample data, with the
 * firm's current options, to try it out. Nothing is saved and no lead is created.
 */
export function FullApplicationTestScreen() {
  const { t } = useTranslation();
  const [market, setMarket] = useState<Market>('AU');
  const [note, setNote] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['full-application-choices', market],
    queryFn: () => callApi(FULL_APPLICATION_ENDPOINTS.testChoices, { query: { market } }),
  });
  const choices = query.data;
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
