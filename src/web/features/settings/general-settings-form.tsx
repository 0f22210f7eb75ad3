import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import type { AppSettings } from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms/forms';
import { useSettingsForm } from './use-settings-form';
import { RecipientsField } from './recipients-field';
import { ThemeColorField } from './theme-color-field';
import { GeneralLimitsCard } from './general-limits-card';
import { DocumentChasingCard } from '../document-chasing/document-chasing-card';
import { ZGeneralSettingsSchema, generalOf } from './general-settings-values';

/** The general settings form: sends only what changed; a 422 lands on its fields. */
export function GeneralSettingsForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation();
  const { form, submit, failure } = useSettingsForm(ZGeneralSettingsSchema, saved, generalOf);
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-6" noValidate>
      <FormMessage tone="error" text={failure} />
      <Card title={t('settings-admin.branding_title')}>
        <TextField
          label={t('settings-admin.app_name')}
          hint={t('settings-admin.app_name_hint')}
          autoComplete="off"
          maxLength={60}
          error={errors.app_name?.message}
          {...form.register('app_name')}
        />
        <ThemeColorField form={form} savedColor={saved.theme_color} />
      </Card>
      <Card title={t('settings-admin.language_title')}>
        <SelectField
          label={t('settings-admin.default_locale')}
          options={SUPPORTED_LOCALES.map((locale) => ({
            value: locale,
            label: LOCALE_NAMES[locale],
          }))}
          error={errors.default_locale?.message}
          {...form.register('default_locale')}
        />
        <p className="-mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t('settings-admin.default_locale_hint')}
        </p>
        <Controller
          control={form.control}
          name="notification_recipients"
          render={({ field, fieldState }) => (
            <RecipientsField
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ?? fieldState.error?.root?.message}
              errorAt={(index) => errors.notification_recipients?.[index]?.message}
            />
          )}
        />
      </Card>
      <GeneralLimitsCard form={form} />
      <DocumentChasingCard form={form} />
      <Card title={t('two-factor-settings.heading')}>
        <div className="flex flex-col gap-1">
          <label className="flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              aria-describedby="two-factor-required-hint"
              {...form.register('two_factor_required_for_admins')}
            />
            {t('two-factor-settings.required_label')}
          </label>
          <p id="two-factor-required-hint" className="text-sm text-slate-600 dark:text-slate-300">
            {t('two-factor-settings.required_hint')}
          </p>
        </div>
      </Card>
      <div>
        <SubmitButton busy={isSubmitting}>{t('settings-admin.save')}</SubmitButton>
      </div>
    </form>
  );
}
