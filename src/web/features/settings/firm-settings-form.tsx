import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MARKETS, MARKET_INFO } from '../../../shared/markets/markets';
import { ZAppSettingsSchema, type AppSettings } from '../../../shared/settings/settings.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms/forms';
import { useSettingsForm } from './use-settings-form';

const ZFirmSettingsSchema = ZAppSettingsSchema.pick({ firm: true });
type FirmSettings = z.infer<typeof ZFirmSettingsSchema>;

const firmOf = (settings: AppSettings): FirmSettings => ({ firm: settings.firm });

/** The firm's identity: sends only what changed; a 422 lands on its fields. */
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
      <div>
        <SubmitButton busy={isSubmitting}>{t('settings-admin.save')}</SubmitButton>
      </div>
    </form>
  );
}
