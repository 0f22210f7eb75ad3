import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { PageLoading } from '../../components/page-loading';

/** What a guest form shows while its options load, or when they fail (with a retry). */
export function FormOptionsState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading text={t('apply-form.loading')} />;
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
