import { useTranslation } from 'react-i18next';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/** When the partner signed up and, once approved, who approved them and when. */
export function PartnerSignUpLine({ partner }: { partner: TPartnerDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      {t('partners-admin.details.signed_up', {
        date: formats.date(partner.created_at),
      })}
      {partner.approved_at && partner.approved_by && (
        <>
          {' · '}
          {t('partners-admin.details.approved', {
            name: partner.approved_by.name,
            date: formats.date(partner.approved_at),
          })}
        </>
      )}
    </p>
  );
}
