import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { HttpError } from '../../lib/http/http';
import { pathTo } from '../../router/route-names';

/** The server's answer for a lead that does not exist or is not the caller's (the same 404). */
export function isLeadNotFound(error: unknown): boolean {
  return error instanceof HttpError && error.status === 404;
}

/**
 * `/lead/:id` with an unknown id, or another partner's: a heading that says so and the way back
 * to the caller's own list, instead of a bare line under an alert (issue 30).
 */
export function LeadNotFound({ backTo }: { backTo: 'leads' | 'partner.leads' }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-4">
      <PageHeader
        title={t('labels.lead_not_found.title')}
        description={t('labels.lead_not_found.body')}
      />
      <p>
        <Link to={pathTo(backTo)} className="text-blue-800 underline dark:text-sky-300">
          {backTo === 'leads'
            ? t('labels.lead_not_found.back_leads')
            : t('labels.lead_not_found.back_my_leads')}
        </Link>
      </p>
    </article>
  );
}
