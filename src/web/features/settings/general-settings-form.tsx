import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '../../../shared/i18n/locales';
import {
  PAYOUT_HOLD_DAYS_MAX,
  ZAppSettingsSchema,
  type AppSettings,
} from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms';
import { useSettingsForm } from './use-settings-form';
import { RecipientsField } from './recipients-field';
import { ThemeColorField } from './theme-color-field';

const ZGeneralSettingsSchema = ZAppSettingsSchema.pick({
  app_name: true,
  theme_color: true,
  default_locale: true,
  notification_recipients: true,
  guest_link_lifetime_days: true,
  upload_max_mb: true,
  lead_aging_days: true,
  referral_attribution_days: true,
  two_factor_required_for_admins: true,
  payout_hold_days: true,
});
type GeneralSettings = z.infer<typeof ZGeneralSettingsSchema>;

const generalOf = (settings: AppSettings): GeneralSettings => ({
  app_name: settings.app_name,
  theme_color: settings.theme_color,
  default_locale: settings.default_locale,
  notification_recipients: settings.notification_recipients,
  guest_link_lifetime_days: settings.guest_link_lifetime_days,
  upload_max_mb: settings.upload_max_mb,
  lead_aging_days: settings.lead_aging_days,
  referral_attribution_days: settings.referral_attribution_days,
  two_factor_required_for_admins: settings.two_factor_required_for_admins,
  payout_hold_days: settings.payout_hold_days,
});

/** The general settings form: sends only what changed; a 422 lands on its fields. */
export function GeneralSettingsForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation();
  const { form, submit, failure } = useSettingsForm(ZGeneralSettingsSchema, saved, generalOf);
  const { errors, isSubmitting } = form.formState;

  const number = { valueAsNumber: true } as const;
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
      <Card title={t('settings-admin.limits_title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('settings-admin.guest_link_lifetime_days')}
            hint={t('settings-admin.guest_link_lifetime_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            error={errors.guest_link_lifetime_days?.message}
            {...form.register('guest_link_lifetime_days', number)}
          />
          <TextField
            label={t('settings-admin.upload_max_mb')}
            hint={t('settings-admin.upload_max_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            error={errors.upload_max_mb?.message}
            {...form.register('upload_max_mb', number)}
          />
          <TextField
            label={t('settings-admin.lead_aging_days')}
            hint={t('settings-admin.lead_aging_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            error={errors.lead_aging_days?.message}
            {...form.register('lead_aging_days', number)}
          />
          <TextField
            label={t('lead-repeat.attribution_days')}
            hint={t('lead-repeat.attribution_days_hint')}
            type="number"
            inputMode="numeric"
            min={1}
            max={365}
            error={errors.referral_attribution_days?.message}
            {...form.register('referral_attribution_days', number)}
          />
          <TextField
            label={t('payment-details.hold_days')}
            hint={t('payment-details.hold_days_hint')}
            type="number"
            inputMode="numeric"
            min={0}
            max={PAYOUT_HOLD_DAYS_MAX}
            error={errors.payout_hold_days?.message}
            {...form.register('payout_hold_days', number)}
          />
        </div>
      </Card>
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
