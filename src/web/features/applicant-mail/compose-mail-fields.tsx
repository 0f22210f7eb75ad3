import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TMailTemplate } from '../../../shared/applicant-mail/applicant-mail.contract';
import { LOCALE_NAMES, SUPPORTED_LOCALES, type Locale } from '../../../shared/i18n/locales';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { textsForLanguage, templateText, type ComposeFormValues } from './compose-mail-values';
import { MailVariablesHelp } from './mail-variables-help';

/** Template, language, subject and message of an e-mail being written to the applicant. */
export function ComposeMailFields({
  form,
  templates,
}: {
  form: UseFormReturn<ComposeFormValues>;
  templates: readonly TMailTemplate[];
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const chosen = (id: string) => templates.find((template) => template.id === id);
  const fill = (texts: { subject: string; body: string }) => {
    form.setValue('subject', texts.subject, { shouldDirty: true });
    form.setValue('body', texts.body, { shouldDirty: true });
  };
  const template = form.register('template_id');
  const locale = form.register('locale');

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SelectField
          label={t('applicant-mail.compose.template')}
          options={[
            { value: '', label: t('applicant-mail.compose.blank') },
            ...templates.map((entry) => ({ value: entry.id, label: entry.name })),
          ]}
          error={errors.template_id?.message}
          {...template}
          onChange={(event) => {
            void template.onChange(event);
            const picked = chosen(event.target.value);
            if (picked) fill(templateText(picked, form.getValues('locale')));
          }}
        />
        <div className="flex flex-col gap-1">
          <SelectField
            label={t('applicant-mail.compose.language')}
            aria-describedby="compose-language-hint"
            options={SUPPORTED_LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES[code] }))}
            error={errors.locale?.message}
            {...locale}
            onChange={(event) => {
              const before = form.getValues();
              void locale.onChange(event);
              const next = event.target.value as Locale;
              fill(textsForLanguage(before, chosen(before.template_id), next));
            }}
          />
          <p id="compose-language-hint" className="text-sm text-slate-600 dark:text-slate-300">
            {t('applicant-mail.compose.language_hint')}
          </p>
        </div>
      </div>
      <TextField
        label={t('applicant-mail.compose.subject')}
        autoComplete="off"
        lang={form.watch('locale')}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextAreaField
        label={t('applicant-mail.compose.body')}
        hint={t('applicant-mail.templates.body_hint')}
        rows={10}
        lang={form.watch('locale')}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <MailVariablesHelp />
    </div>
  );
}
