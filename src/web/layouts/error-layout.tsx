import { useTranslation } from 'react-i18next';
import { Button } from '../components/button';

/** Shown when a screen's data or script could not be loaded (spec §2, §8). */
export function ErrorLayout() {
  const { t } = useTranslation();
  return (
    <main
      className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-4 p-6"
      data-layout="error"
    >
      <h1 className="text-2xl font-semibold">{t('alerts.error_alert_title')}</h1>
      <p>{t('alerts.error_alert_text')}</p>
      <div>
        <Button onClick={() => window.location.reload()}>{t('nav.reload')}</Button>
      </div>
    </main>
  );
}
