import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';
import { useReceivedReference, useRepeatReceived } from './received-reference';

/**
 * The thank-you content: the reference (from navigation state or the query, so a reload keeps
 * it) and what happens next. `short`: the quick variants, whose details the team completes by
 * phone.
 */
export function ApplicationReceived({
  heading,
  short = false,
}: {
  heading: string;
  short?: boolean;
}) {
  const { t } = useTranslation();
  const reference = useReceivedReference();
  const repeat = useRepeatReceived();
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{repeat ? t('apply-repeat.heading') : heading}</h1>
      {repeat ? (
        <div
          className="flex flex-col gap-1 rounded border-l-4 border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          data-testid="repeat-received"
        >
          <p>{t('apply-repeat.already_have')}</p>
          <p>{t('apply-repeat.reference_by_email')}</p>
        </div>
      ) : reference ? (
        <div className="flex flex-col gap-1 rounded border-l-4 border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          <p>{t('thank-you.reference')}</p>
          <p className="font-mono text-2xl font-semibold" data-testid="reference">
            {reference}
          </p>
        </div>
      ) : (
        <p>{t('thank-you.no_reference')}</p>
      )}
      <section aria-labelledby="next-steps" className="flex flex-col gap-2">
        <h2 id="next-steps" className="text-xl font-semibold">
          {t('thank-you.next_title')}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('thank-you.next_email')}</li>
          <li>{t(short ? 'thank-you.next_call_short' : 'thank-you.next_call')}</li>
          <li>{t('thank-you.next_quote')}</li>
        </ol>
      </section>
      <p>
        <Link to={pathTo('welcome')} className="underline">
          {t('thank-you.home')}
        </Link>
      </p>
    </article>
  );
}
