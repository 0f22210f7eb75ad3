import { useTranslation } from 'react-i18next';
import { useFormats } from '../../lib/preferences/use-formats';

/**
 * The full application's thank-you variant (spec §2: a screen without a path of its own): shown
 * by /full-application/:id once the application is submitted, on this visit and every later one.
 */
export function FullApplicationThankYou({
  firstName,
  reference,
  submittedAt,
}: {
  firstName: string;
  reference: string;
  submittedAt: string | null;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">
        {t('full-application.thank_you.heading', { name: firstName })}
      </h1>
      <div className="flex flex-col gap-1 rounded border-l-4 border-emerald-600 bg-emerald-50 px-4 py-3 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
        <p>{t('full-application.thank_you.reference')}</p>
        <p className="font-mono text-2xl font-semibold" data-testid="reference">
          {reference}
        </p>
        {submittedAt && (
          <p>
            {t('full-application.thank_you.submitted_at', {
              date: `${formats.date(submittedAt)} ${formats.date(submittedAt, 'time24')}`,
            })}
          </p>
        )}
      </div>
      <section aria-labelledby="next-steps" className="flex flex-col gap-2">
        <h2 id="next-steps" className="text-xl font-semibold">
          {t('full-application.thank_you.next_title')}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('full-application.thank_you.next_review')}</li>
          <li>{t('full-application.thank_you.next_contact')}</li>
          <li>{t('full-application.thank_you.next_documents')}</li>
        </ol>
      </section>
    </article>
  );
}
