import { useTranslation } from 'react-i18next';
import { ApplyPage } from './apply-page';

/** /apply: the full application, for Australia or New Zealand. */
export function ApplyScreen() {
  const { t } = useTranslation();
  return <ApplyPage variant="apply" title={t('pages.apply.title')} />;
}
