import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card';
import { TextField } from '../../components/form/text-field';
import type { MessageKey } from '../../../shared/i18n/message-key';
import {
  LEAD_AGING_DAYS_MAX,
  PAYOUT_HOLD_DAYS_MAX,
  WEBHOOK_ENDPOINTS_MAX,
} from '../../../shared/settings/settings.contract';
import type { GeneralSettings } from './general-settings-values';

type NumberSetting =
  | 'guest_link_lifetime_days'
  | 'upload_max_mb'
  | 'lead_aging_days'
  | 'referral_attribution_days'
  | 'payout_hold_days'
  | 'webhook_endpoints_max';

/** The whole-number limits, each with its label, hint and the bounds the contract checks. */
const NUMBER_SETTINGS: [NumberSetting, MessageKey, MessageKey, number, number][] = [
  [
    'guest_link_lifetime_days',
    'settings-admin.guest_link_lifetime_days',
    'settings-admin.guest_link_lifetime_hint',
    1,
    365,
  ],
  ['upload_max_mb', 'settings-admin.upload_max_mb', 'settings-admin.upload_max_hint', 1, 100],
  [
    'lead_aging_days',
    'settings-admin.lead_aging_days',
    'settings-admin.lead_aging_hint',
    1,
    LEAD_AGING_DAYS_MAX,
  ],
  [
    'referral_attribution_days',
    'lead-repeat.attribution_days',
    'lead-repeat.attribution_days_hint',
    1,
    365,
  ],
  [
    'payout_hold_days',
    'payment-details.hold_days',
    'payment-details.hold_days_hint',
    0,
    PAYOUT_HOLD_DAYS_MAX,
  ],
  [
    'webhook_endpoints_max',
    'settings-admin.webhook_endpoints_max',
    'settings-admin.webhook_endpoints_max_hint',
    1,
    WEBHOOK_ENDPOINTS_MAX,
  ],
];

/**
 * The limits of the general settings: link lifetime, upload size, lead aging, attribution,
 * payout hold, webhook endpoints per owner, and the time of the task digest.
 */
export function GeneralLimitsCard({ form }: { form: UseFormReturn<GeneralSettings> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Card title={t('settings-admin.limits_title')}>
      <div className="grid gap-4 md:grid-cols-2">
        {NUMBER_SETTINGS.map(([name, label, hint, min, max]) => (
          <TextField
            key={name}
            label={t(label)}
            hint={t(hint)}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            error={errors[name]?.message}
            {...form.register(name, { valueAsNumber: true })}
          />
        ))}
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
