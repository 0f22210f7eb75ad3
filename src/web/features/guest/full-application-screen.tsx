import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FULL_APPLICATION_ENDPOINTS } from '../../../shared/deal-room/full-application.endpoints';
import { callApi } from '../../lib/api';
import { HttpError } from '../../lib/http';
import { ApplicationForm } from '../full-application/application-form';
import { FullApplicationThankYou } from './full-application-thank-you';

/**
 * /full-application/:id (the id is the link's token): the applicant's full application, in
 * steps, saved as they go, resumed from the same link on any device, then submitted.
 */
export function FullApplicationScreen() {
  const { t } = useTranslation();
  const token = useParams().id ?? '';
  const client = useQueryClient();
  const queryKey = ['full-application', token];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      callApi(FULL_APPLICATION_ENDPOINTS.guestRead, { params: { token } }, { handled: [404] }),
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (query.isPending) return <p role="status">{t('nav.loading')}</p>;
  if (query.isError) {
    const unusable = query.error instanceof HttpError && query.error.status === 404;
    return (
      <article className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold">
          {unusable ? t('full-application.unavailable_title') : t('pages.full_application.title')}
        </h1>
        <p role="alert">{unusable ? t('deal-room.link_unavailable') : t('errors.unavailable')}</p>
      </article>
    );
  }
  const application = query.data;
  const { context } = application;
  if (application.status === 'submitted') {
    return (
      <FullApplicationThankYou
        firstName={context.first_name}
        reference={context.reference}
        submittedAt={application.submitted_at}
      />
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
          await client.invalidateQueries({ queryKey });
        }}
      />
    </article>
  );
}
