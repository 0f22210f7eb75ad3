import { MarketClock } from '../../lib/preferences/market-clock';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FULL_APPLICATION_ENDPOINTS } from '../../../shared/deal-room/full-application.endpoints';
import type { TGuestApplication } from '../../../shared/deal-room/full-application.contract';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { useGuestData } from '../../lib/http/use-guest-data';
import { GuestLinkUnavailable } from './guest-link-unavailable';
import { ApplicationForm } from './application-form';
import { FullApplicationThankYou } from './full-application-thank-you';
import { PageLoading } from '../../components/page-loading';

/**
 * /full-application/:id (the id is the link's token): the applicant's full application, in
 * steps, saved as they go, resumed from the same link on any device, then submitted.
 */
export function FullApplicationScreen() {
  const { t } = useTranslation();
  const token = useParams().id ?? '';
  // Guest pages do without TanStack Query (decision 0021); an unusable link is an answer here.
  const query = useGuestData<TGuestApplication | 'unavailable'>(token, async () => {
    try {
      return await callApi(
        FULL_APPLICATION_ENDPOINTS.guestRead,
        { params: { token } },
        { handled: [404] },
      );
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return 'unavailable';
      throw error;
    }
  });

  if (query.isPending) return <PageLoading text={t('nav.loading')} />;
  if (query.data === 'unavailable') return <GuestLinkUnavailable />;
  if (query.isError || !query.data) {
    return (
      <article className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">{t('pages.full_application.title')}</h1>
        <p role="alert">{t('errors.unavailable')}</p>
      </article>
    );
  }
  const application = query.data;
  const { context } = application;
  if (application.status === 'submitted') {
    return (
      <MarketClock market={context.market}>
        <FullApplicationThankYou
          firstName={context.first_name}
          reference={context.reference}
          submittedAt={application.submitted_at}
        />
      </MarketClock>
    );
  }
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{t('pages.full_application.title')}</h1>
        <p>
          {t('full-application.intro', {
            name: context.first_name,
            reference: context.reference,
          })}
        </p>
      </header>
      <ApplicationForm
        data={application.data}
        version={application.version}
        resumeAt={application.resume_at}
        choices={application.choices}
        save={(section, data, version) =>
          callApi(
            FULL_APPLICATION_ENDPOINTS.guestSave,
            { params: { token, section }, body: { version, data } },
            { handled: [409, 422] },
          )
        }
        submit={async (version) => {
          await callApi(
            FULL_APPLICATION_ENDPOINTS.guestSubmit,
            { params: { token }, body: { version } },
            { handled: [409, 422] },
          );
          window.scrollTo(0, 0);
          query.refetch();
        }}
      />
    </article>
  );
}
