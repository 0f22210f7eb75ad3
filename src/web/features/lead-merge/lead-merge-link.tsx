import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { buttonClass } from '../../components/button';
import { pathTo } from '../../router/route-names';

/**
 * On the lead screen: the way to the merge screen; and when the id in the address was merged into
 * another lead (the API answered with the survivor), the address moves to the survivor.
 */
export function LeadMergeLink({ leadId, requestedId }: { leadId: string; requestedId: string }) {
  const { t } = useTranslation();
  if (leadId !== requestedId) return <Navigate replace to={pathTo('lead', { id: leadId })} />;
  return (
    <Link
      to={pathTo('lead.merge', { id: leadId })}
      className={buttonClass('secondary', 'sm', 'self-start')}
    >
      {t('lead-merge.title')}
    </Link>
  );
}
