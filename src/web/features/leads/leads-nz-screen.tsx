import { useTranslation } from 'react-i18next';
import { AdminLeadList } from './admin-lead-list';

/** `/leads/nz`: the New Zealand leads. */
export function LeadsNzScreen() {
  const { t } = useTranslation();
  return <AdminLeadList market="NZ" title={t('pages.leads_nz.title')} />;
}
