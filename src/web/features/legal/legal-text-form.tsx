import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/i18n/locales';
import { renderLegalMarkdown } from '../../../shared/legal/legal-markdown';
import {
  ZSaveLegalTextRequestSchema,
  type LegalDocument,
} from '../../../shared/legal/legal.contract';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { LegalHtml } from './legal-html';
import { saveLegalText } from './legal-text-queries';

type LegalTextValues = { text: string };

/**
 * The text of one page in one language, starting from what its guests read now, beside a
 * preview rendered as guests will see it; each save is a new version.
 */
export function LegalTextForm({
  document,
  locale,
  start,
}: {
  document: LegalDocument;
  locale: Locale;
  start: string;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LegalTextValues, unknown, LegalTextValues>({
    shouldFocusError: false,
    resolver: formResolver(ZSaveLegalTextRequestSchema),
    defaultValues: { text: start },
  });
  const text = useWatch({ control: form.control, name: 'text' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await saveLegalText(client, { document, locale, ...values });
      showToast('success', answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  const preview = text.trim() ? renderLegalMarkdown(text) : '';
  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
      <FormMessage tone="error" text={failure} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TextAreaField
          label={t('legal-texts.text')}
          hint={t('legal-texts.syntax_hint')}
          rows={18}
          lang={locale}
          className="font-mono text-sm"
          error={errors.text?.message}
          {...form.register('text')}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <h3 id={`${document}-preview`} className="font-medium">
            {t('legal-texts.preview')}
          </h3>
          {/* Scrolls on its own beside the text: focusable, so a keyboard can scroll it too. */}
          <div
            role="region"
            tabIndex={0}
            lang={locale}
            aria-labelledby={`${document}-preview`}
            className="max-h-[32rem] overflow-y-auto rounded-md border border-slate-200 p-4 dark:border-slate-700"
          >
            {preview ? (
              <LegalHtml html={preview} />
            ) : (
              <p className="text-slate-600 dark:text-slate-300">{t('legal-texts.preview_empty')}</p>
            )}
          </div>
        </div>
      </div>
      <div>
        <SubmitButton busy={isSubmitting}>{t('legal-texts.save')}</SubmitButton>
      </div>
    </form>
  );
}
