import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageKey } from '../../../shared/i18n/message-key';
import { pathTo } from '../../router/route-names';
import { buttonClass } from '../../components/button';

const STEPS: readonly { title: MessageKey; body: MessageKey }[] = [
  { title: 'pages.welcome.step1_title', body: 'pages.welcome.step1_body' },
  { title: 'pages.welcome.step2_title', body: 'pages.welcome.step2_body' },
  { title: 'pages.welcome.step3_title', body: 'pages.welcome.step3_body' },
];

/** The welcome page for guests: what the firm does, how applying works, apply or join. */
export function GuestWelcome() {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col gap-10">
      <header className="flex max-w-3xl flex-col gap-4">
        <h1 className="text-3xl font-semibold sm:text-4xl">{t('pages.welcome.heading')}</h1>
        <p className="text-lg text-slate-700 dark:text-slate-200">{t('pages.welcome.body')}</p>
        <p className="flex flex-wrap gap-3">
          <Link to={pathTo('apply')} className={buttonClass('primary')}>
            {t('pages.welcome.apply')}
          </Link>
          <Link to={pathTo('apply-quick')} className={buttonClass('secondary')}>
            {t('pages.welcome.quick')}
          </Link>
        </p>
      </header>

      <section aria-labelledby="how-it-works" className="flex flex-col gap-4">
        <h2 id="how-it-works" className="text-xl font-semibold">
          {t('pages.welcome.steps_title')}
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-800"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 items-center justify-center rounded-full bg-[var(--theme-color)] font-semibold text-[var(--theme-text)]"
              >
                {index + 1}
              </span>
              <h3 className="font-semibold">{t(step.title)}</h3>
              <p className="text-slate-700 dark:text-slate-300">{t(step.body)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="for-partners"
        className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700"
      >
        <div className="flex flex-col gap-1">
          <h2 id="for-partners" className="text-lg font-semibold">
            {t('pages.welcome.partner_title')}
          </h2>
          <p className="text-slate-700 dark:text-slate-300">{t('pages.welcome.partner_body')}</p>
        </div>
        <Link
          to={pathTo('join')}
          className={buttonClass('secondary', 'md', 'self-start sm:self-center')}
        >
          {t('pages.welcome.join')}
        </Link>
      </section>
    </article>
  );
}
