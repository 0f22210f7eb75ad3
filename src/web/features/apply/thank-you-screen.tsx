import { useTranslation } from 'react-i18next';
import { ApplicationReceived } from './application-received';

/** /thank-you: where the full application lands, with its reference. */
export function ThankYouScreen() {
  const { t } = useTranslation();
  return <ApplicationReceived heading={t('thank-you.heading')} />;
}
