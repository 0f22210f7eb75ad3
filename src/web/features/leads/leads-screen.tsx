import { useTranslation } from 'react-i18next';
import { AdminLeadList } from './admin-lead-list';

/** `/leads`: the Australian leads. */
export function LeadsScreen() {
  const { t } = useTranslation();
  return <AdminLeadList market="AU" title={t('pages.leads.title')} />;
}
