import type { MessageKey } from '../../../shared/i18n/message-key';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplyVariant } from '../../../shared/leads/apply.contract';
import { ApplyForm } from './apply-form';
import { FormOptionsState } from './form-options-state';
import { useApplyOptions } from './apply-options';

const INTRO: Record<ApplyVariant, MessageKey> = {
  apply: 'apply-form.intro',
  'apply-now': 'apply-form.intro_now',
  'apply-quick': 'apply-form.intro_quick',
};

/** One apply screen: title, a word on what to expect, then the form once its options are in. */
export function ApplyPage({
  variant,
  title,
  referralCode,
  aside,
}: {
  variant: ApplyVariant;
  title: string;
  referralCode?: string;
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const options = useApplyOptions();
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {aside}
        <p>{t(INTRO[variant])}</p>
      </header>
      <FormOptionsState query={options} />
      {options.data && (
        <ApplyForm
          // New options (another language) bring a new form token: start that form afresh;
          // the draft in this tab carries over what was typed.
          key={options.data.form_token}
          variant={variant}
          options={options.data}
          referralCode={referralCode}
        />
      )}
    </article>
  );
}
