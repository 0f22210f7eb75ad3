import { useTranslation } from 'react-i18next';
import { ApplicationReceived } from './application-received';

/** /success: the variant thank-you screen, where /apply-now and /apply-quick land. */
export function SuccessScreen() {
  const { t } = useTranslation();
  return <ApplicationReceived heading={t('thank-you.success_heading')} short />;
}
