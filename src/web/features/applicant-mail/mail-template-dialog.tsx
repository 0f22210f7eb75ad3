import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZMailTemplateRequestSchema,
  type TMailTemplate,
  type TMailTemplateRequest,
} from '../../../shared/applicant-mail/applicant-mail.contract';
import { APPLICANT_MAIL_ENDPOINTS as E } from '../../../shared/applicant-mail/applicant-mail.endpoints';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { MailVariablesHelp } from './mail-variables-help';

const blank = (): TMailTemplateRequest => ({
  name: '',
  content: Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, { subject: '', body: '' }]),
  ) as TMailTemplateRequest['content'],
});

/**
 * Adds or edits a template: its name and, in each of the five languages, a subject and a body.
 * The shared schema checks the form; the server's 422s (an unknown variable, a name taken) land
 * on the same fields.
 */
export function MailTemplateDialog({
  template,
  onDone,
  onClose,
}: {
  template?: TMailTemplate;
  onDone: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TMailTemplateRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZMailTemplateRequestSchema),
    defaultValues: template
      ? { name: template.name, content: { ...blank().content, ...template.content } }
      : blank(),
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = template
        ? await callApi(E.updateTemplate, { params: { id: template.id }, body: values })
        : await callApi(E.createTemplate, { body: values });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <Modal
      wide
      title={
        template
          ? t('applicant-mail.templates.edit_title', { name: template.name })
          : t('applicant-mail.templates.add_title')
      }
      description={t('applicant-mail.templates.form_description')}
      onClose={onClose}
    >
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <FormMessage tone="error" text={failure} />
        <TextField
          label={t('applicant-mail.templates.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <MailVariablesHelp />
        {SUPPORTED_LOCALES.map((locale) => (
          <fieldset
            key={locale}
            lang={locale}
            className="flex flex-col gap-3 border-t border-slate-200 pt-3 dark:border-slate-700"
          >
            <legend className="font-semibold">
              {t('applicant-mail.templates.language_legend', { language: LOCALE_NAMES[locale] })}
            </legend>
            <FormMessage tone="error" text={errors.content?.[locale]?.message ?? null} />
            <TextField
              label={t('applicant-mail.templates.subject')}
              autoComplete="off"
              error={errors.content?.[locale]?.subject?.message}
              {...form.register(`content.${locale}.subject`)}
            />
            <TextAreaField
              label={t('applicant-mail.templates.body')}
              hint={t('applicant-mail.templates.body_hint')}
              rows={6}
              error={errors.content?.[locale]?.body?.message}
              {...form.register(`content.${locale}.body`)}
            />
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton busy={form.formState.isSubmitting}>
            {template
              ? t('applicant-mail.templates.save')
              : t('applicant-mail.templates.create_submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
