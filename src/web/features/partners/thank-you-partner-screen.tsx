import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../router/route-names';

/** /thank-you-partner: after /join; the account waits for an administrator's approval. */
export function ThankYouPartnerScreen() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{t('thank-you.partner_heading')}</h1>
      <section aria-labelledby="next-steps" className="flex flex-col gap-2">
        <h2 id="next-steps" className="text-xl font-semibold">
          {t('thank-you.next_title')}
        </h2>
        <ol className="list-decimal space-y-1 pl-6">
          <li>{t('thank-you.partner_review')}</li>
          <li>{t('thank-you.partner_then')}</li>
        </ol>
      </section>
      <p>
        <Link to={pathTo('login')} className="underline">
          {t('thank-you.sign_in')}
        </Link>
      </p>
    </article>
  );
}
