import { useTranslation } from 'react-i18next';
import { Button } from '../button';

/** A busy form disables its submit button (spec §4) and says it is working. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
      {busy ? t('form.saving') : children}
    </Button>
  );
}
