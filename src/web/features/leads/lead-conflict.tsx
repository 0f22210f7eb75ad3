import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

/** Said when a save met a newer version: what happened, and the way out that loses nothing. */
export function LeadConflict({ onReload }: { onReload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <div
      role="alert"
      className="flex flex-col gap-2 rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-semibold">{t('lead.conflict_title')}</p>
      <p>{t('lead.conflict_body')}</p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void onReload().finally(() => setBusy(false));
          }}
        >
          {t('lead.reload')}
        </Button>
      </div>
    </div>
  );
}
