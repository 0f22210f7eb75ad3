import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplyPage } from '../apply/apply-page';
import { useReferrer } from '../apply/apply-options';

/**
 * /apply/:id: the full application through a partner's referral link. The code always goes
 * with the application; the server attributes it only to an active partner, and an unknown or
 * suspended code shows no name and no error.
 */
export function ApplyPartnerScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const referrer = useReferrer(id);
  const company = referrer.data;
  return (
    <ApplyPage
      variant="apply"
      title={t('pages.apply_partner.title')}
      referralCode={id}
      aside={
        company ? (
          <p className="text-lg text-slate-700 dark:text-slate-200">
            {t('apply-form.referred_by', { company })}
          </p>
        ) : null
      }
    />
  );
}
