import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';

interface Wording {
  title: string;
  body?: string;
}

/**
 * A list's empty state: what the list is for when it holds nothing, and with filters in use,
 * that none match, with the button that clears them (never a dead end).
 */
export function ListEmptyState({
  filtered,
  onClear,
  none,
  noMatch,
}: {
  filtered: boolean;
  onClear: () => void;
  none: Wording;
  noMatch: Wording;
}) {
  const { t } = useTranslation();
  if (!filtered) return <EmptyState {...none} />;
  return (
    <EmptyState
      {...noMatch}
      action={
        <Button variant="secondary" onClick={onClear}>
          {t('lists.clear_filters')}
        </Button>
      }
    />
  );
}
