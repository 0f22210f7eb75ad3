import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TLeadDetail } from '../../../shared/leads/lead-detail.contract';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { useFormats } from '../../lib/preferences/use-formats';
import { pathTo } from '../../router/route-names';

/**
 * The lead screen's privacy card: once erased, when; until then, the way to export or erase the
 * applicant's data (their address goes in the navigation state, not the URL).
 */
export function LeadPrivacy({ lead }: { lead: TLeadDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Card title={t('privacy.lead_section')}>
      {lead.erased_at ? (
        <p>{t('privacy.erased_notice', { date: formats.date(lead.erased_at) })}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('privacy.lead_hint')}</p>
          <div>
            <Link
              to={pathTo('settings.privacy')}
              state={{ email: lead.email }}
              className={buttonClass('secondary')}
            >
              {t('privacy.lead_open')}
            </Link>
          </div>
        </>
      )}
    </Card>
  );
}
