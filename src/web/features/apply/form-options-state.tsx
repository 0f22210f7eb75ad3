import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

/** What a guest form shows while its options load, or when they fail (with a retry). */
export function FormOptionsState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    // A screen's height while the form is on its way: the footer waits below the fold instead
    // of being pushed down in view when the form arrives (a layout shift).
    return (
      <p role="status" className="min-h-dvh text-slate-600 dark:text-slate-300">
        {t('apply-form.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('apply-form.load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('apply-form.retry')}
        </Button>
      </div>
    );
  }
  return null;
}
