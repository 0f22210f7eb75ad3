import { useTranslation } from 'react-i18next';
import { ApplyPage } from './apply-page';

/** /apply-now: the shorter application (no questions on how the business runs). */
export function ApplyNowScreen() {
  const { t } = useTranslation();
  return <ApplyPage variant="apply-now" title={t('pages.apply_now.title')} />;
}
