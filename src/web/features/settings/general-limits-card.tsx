import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card';
import { TextField } from '../../components/form/text-field';
import { PAYOUT_HOLD_DAYS_MAX } from '../../../shared/settings/settings.contract';
import type { GeneralSettings } from './general-settings-values';

/** The limits of the general settings: link lifetime, upload size, lead aging, attribution. */
export function GeneralLimitsCard({ form }: { form: UseFormReturn<GeneralSettings> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;
  return (
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
        <TextField
          label={t('tasks.digest_time')}
          hint={t('tasks.digest_time_hint')}
          type="time"
          error={errors.task_digest_time?.message}
          {...form.register('task_digest_time')}
        />
      </div>
    </Card>
  );
}
