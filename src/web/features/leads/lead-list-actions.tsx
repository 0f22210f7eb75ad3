import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { downloadFile } from '../../lib/http/http';

/** The lead list's header actions: list or board (admins), and the CSV export. */
export function LeadListActions({
  showBoard,
  onView,
  exportUrl,
}: {
  /** Undefined when the list has no board (a partner's list). */
  showBoard: boolean | undefined;
  onView: (asBoard: boolean) => void;
  exportUrl: () => string;
}) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(exportUrl());
    } catch {
      // The error catalogue has said what went wrong.
    } finally {
      setExporting(false);
    }
  }
  return (
    <>
      {showBoard !== undefined && (
        <div role="group" aria-label={t('lead-board.view_label')} className="flex gap-1">
          {([false, true] as const).map((asBoard) => (
            <Button
              key={String(asBoard)}
              variant={asBoard === showBoard ? 'primary' : 'secondary'}
              aria-pressed={asBoard === showBoard}
              onClick={() => onView(asBoard)}
            >
              {t(asBoard ? 'lead-board.view_board' : 'lead-board.view_list')}
            </Button>
          ))}
        </div>
      )}
      <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
        {t('lead-list.export')}
      </Button>
    </>
  );
}
