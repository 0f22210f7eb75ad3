import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import { ZCreateOptionRequestSchema } from '../../../shared/options/options-admin.contract';
import { OPTIONS_ADMIN_ENDPOINTS as E } from '../../../shared/options/options-admin.endpoints';
import { PER_MARKET_GROUPS } from '../../../shared/options/option-groups';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { Modal } from '../../components/modal';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { errorOf, OptionDataFields } from './option-data-fields';
import {
  toCreateRequest,
  toUpdateRequest,
  type OptionFormValues,
  type TOptionEntry,
} from './option-form-values';

/**
 * Adds or edits an entry: its value (fixed once created, since leads store it), its label in
 * each of the five languages and the list's extra data. The shared create schema checks the
 * form, so the browser and the server word each fault alike; the server's 422s land on the
 * same fields.
 */
export function OptionFormDialog({
  title,
  initial,
  entry,
  onDone,
  onClose,
}: {
  title: string;
  initial: OptionFormValues;
  /** The entry edited; a new one is created when absent. */
  entry?: TOptionEntry;
  onDone: (message: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<OptionFormValues>({
    shouldFocusError: false,
    resolver: formResolver(ZCreateOptionRequestSchema),
    defaultValues: initial,
  });
  const { isSubmitting } = form.formState;
  const perMarket = PER_MARKET_GROUPS.includes(initial.group);
  const valueFixed = Boolean(entry) || perMarket;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = entry
        ? await callApi(E.update, { params: { id: entry.id }, body: toUpdateRequest(values) })
        : await callApi(E.create, { body: toCreateRequest(values) });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  // A fault of the data as a whole (not of one of its fields) is said above the form.
  const dataError = errorOf(form, 'data');

  return (
    <Modal title={title} description={t('options-admin.form_description')} onClose={onClose}>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <FormMessage tone="error" text={failure} />
        {dataError && <FormMessage tone="error" text={dataError} />}
        {valueFixed ? (
          <p className="text-sm">
            <span className="font-medium">{t('options-admin.value')}: </span>
            <code className="rounded bg-slate-100 px-1.5 py-0.5 break-all dark:bg-slate-900">
              {initial.value}
            </code>
          </p>
        ) : (
          <TextField
            label={t('options-admin.value')}
            hint={t('options-admin.value_hint')}
            autoComplete="off"
            spellCheck={false}
            error={errorOf(form, 'value')}
            {...form.register('value')}
          />
        )}
        {/* A market's figures are what a per-market list is for: they come first. */}
        {perMarket && <OptionDataFields form={form} />}
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold">{t('options-admin.labels_title')}</legend>
          {SUPPORTED_LOCALES.map((locale) => (
            <TextField
              key={locale}
              lang={locale}
              label={t('options-admin.label_in', { language: LOCALE_NAMES[locale] })}
              autoComplete="off"
              error={errorOf(form, `labels.${locale}`)}
              {...form.register(`labels.${locale}`)}
            />
          ))}
        </fieldset>
        {!perMarket && <OptionDataFields form={form} />}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <SubmitButton busy={isSubmitting}>
            {entry ? t('options-admin.save') : t('options-admin.add_submit')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
