import { useTranslation } from 'react-i18next';
import { MAIL_VARIABLES, placeholder } from '../../../shared/applicant-mail/mail-variables';

/** The fixed list of variables a template or an e-mail may use, each with what it becomes. */
export function MailVariablesHelp() {
  const { t } = useTranslation();
  return (
    <details className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
      <summary className="cursor-pointer font-medium">
        {t('applicant-mail.variables.title')}
      </summary>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {t('applicant-mail.variables.hint')}
      </p>
      <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {MAIL_VARIABLES.map((name) => (
          <div key={name} className="contents">
            <dt>
              <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all dark:bg-slate-900">
                {placeholder(name)}
              </code>
            </dt>
            <dd className="text-slate-700 dark:text-slate-300">
              {t(`applicant-mail.variables.${name}`)}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
