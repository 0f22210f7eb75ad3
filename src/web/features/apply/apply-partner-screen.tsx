import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApplyPage } from './apply-page';
import { useReferrer } from './apply-options';

/**
 * /apply/:id: the full application through a partner's referral link. The code always goes
 * with the application; the server attributes it only to an active partner. An unknown or
 * inactive code says so (issue 30): the form still works, as a direct application.
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
        ) : company === null ? (
          <p
            role="note"
            className="rounded border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {t('guest-notices.referral_unknown')}
          </p>
        ) : null
      }
    />
  );
}
