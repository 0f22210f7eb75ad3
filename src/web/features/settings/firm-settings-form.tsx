import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { MARKETS, MARKET_INFO } from '../../../shared/markets/markets';
import { ZAppSettingsSchema, type AppSettings } from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms';
import { pathTo } from '../../router/route-names';
import { useSettingsForm } from './use-settings-form';

const ZFirmSettingsSchema = ZAppSettingsSchema.pick({
  firm: true,
  privacy_text: true,
  terms_text: true,
});
type FirmSettings = z.infer<typeof ZFirmSettingsSchema>;

const firmOf = (settings: AppSettings): FirmSettings => ({
  firm: settings.firm,
  privacy_text: settings.privacy_text,
  terms_text: settings.terms_text,
});

const link = 'text-sm underline underline-offset-2';

/** The firm's identity and legal texts: sends only what changed; a 422 lands on its fields. */
export function FirmSettingsForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation();
  const { form, submit, failure } = useSettingsForm(ZFirmSettingsSchema, saved, firmOf);
  const { errors, isSubmitting } = form.formState;
  const market = useWatch({ control: form.control, name: 'firm.market' });

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-6" noValidate>
      <FormMessage tone="error" text={failure} />
      <Card title={t('settings-admin.identity_title')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('settings-admin.legal_name')}
            hint={t('settings-admin.legal_name_hint')}
            autoComplete="organization"
            error={errors.firm?.legal_name?.message}
            {...form.register('firm.legal_name')}
          />
          <SelectField
            label={t('settings-admin.market')}
            options={[
              { value: '', label: t('settings-admin.market_none') },
              ...MARKETS.map((code) => ({ value: code, label: t(`markets.${code}`) })),
            ]}
            error={errors.firm?.market?.message}
            {...form.register('firm.market', { setValueAs: (value) => value || null })}
          />
          <TextField
            label={
              market ? MARKET_INFO[market].businessNumber : t('settings-admin.business_number')
            }
            hint={market ? undefined : t('settings-admin.business_number_hint')}
            autoComplete="off"
            inputMode="numeric"
            error={errors.firm?.business_number?.message}
            {...form.register('firm.business_number')}
          />
          <TextField
            label={t('settings-admin.credit_licence')}
            autoComplete="off"
            error={errors.firm?.credit_licence?.message}
            {...form.register('firm.credit_licence')}
          />
          <TextField
            label={t('settings-admin.firm_email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            error={errors.firm?.email?.message}
            {...form.register('firm.email')}
          />
          <TextField
            label={t('settings-admin.firm_phone')}
            type="tel"
            autoComplete="off"
            error={errors.firm?.phone?.message}
            {...form.register('firm.phone')}
          />
        </div>
      </Card>
      <Card title={t('settings-admin.legal_texts_title')}>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('settings-admin.legal_text_hint')}
        </p>
        <TextAreaField
          label={t('settings-admin.privacy_text')}
          rows={10}
          error={errors.privacy_text?.message}
          {...form.register('privacy_text')}
        />
        <Link to={pathTo('privacy')} className={link}>
          {t('settings-admin.view_privacy')}
        </Link>
        <TextAreaField
          label={t('settings-admin.terms_text')}
          rows={10}
          error={errors.terms_text?.message}
          {...form.register('terms_text')}
        />
        <Link to={pathTo('terms')} className={link}>
          {t('settings-admin.view_terms')}
        </Link>
      </Card>
      <div>
        <SubmitButton busy={isSubmitting}>{t('settings-admin.save')}</SubmitButton>
      </div>
    </form>
  );
}
