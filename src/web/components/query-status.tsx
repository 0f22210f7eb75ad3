import { useTranslation } from 'react-i18next';

/** While a screen's data loads, "Loading…"; when it failed, the screen's own message. */
export function QueryStatus({
  query,
  failed,
}: {
  query: { isPending: boolean; isError: boolean };
  failed: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <p role="status">{t('nav.loading')}</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700 dark:text-red-300">
        {failed}
      </p>
    );
  return null;
}
