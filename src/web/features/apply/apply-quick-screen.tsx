import { useTranslation } from 'react-i18next';
import { ApplyPage } from './apply-page';

/** /apply-quick: name, e-mail, mobile, market and amount; the team asks the rest by phone. */
export function ApplyQuickScreen() {
  const { t } = useTranslation();
  return <ApplyPage variant="apply-quick" title={t('pages.apply_quick.title')} />;
}
