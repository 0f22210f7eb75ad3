import { useTranslation } from 'react-i18next';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { useFormats } from '../../lib/preferences/use-formats';

/** The partner's contact and business details, shown while they are not being edited. */
export function PartnerContactDetails({ partner }: { partner: TPartnerDetail }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium">{t('partners-admin.details.contact')}</dt>
      <dd>{partner.user.name}</dd>
      <dt className="font-medium">{t('partners-admin.details.email')}</dt>
      <dd>
        {partner.user.email}{' '}
        <span className="text-sm text-slate-600 dark:text-slate-300">
          (
          {partner.user.email_verified_at
            ? t('partners-admin.details.email_verified', {
                date: formats.date(partner.user.email_verified_at),
              })
            : t('partners-admin.details.email_unverified')}
          )
        </span>
      </dd>
      <dt className="font-medium">{t('partners-admin.details.phone')}</dt>
      <dd>{partner.phone}</dd>
      <dt className="font-medium">{t('partners-admin.details.market')}</dt>
      <dd>{partner.market}</dd>
      <dt className="font-medium">{t('partners-admin.details.business_number')}</dt>
      <dd>{partner.business_number}</dd>
    </dl>
  );
}
