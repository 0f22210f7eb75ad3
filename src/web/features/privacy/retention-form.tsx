import { useTranslation } from 'react-i18next';
import { ZAppSettingsSchema, type AppSettings } from '../../../shared/settings/settings.contract';
import { RETENTION_MONTHS_MAX } from '../../../shared/privacy/privacy.contract';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { submitHandler } from '../../lib/forms/forms';
import { useSettingsForm } from '../settings/use-settings-form';

const ZRetentionSchema = ZAppSettingsSchema.pick({ lead_retention_months: true });
const retentionOf = (settings: AppSettings) => ({
  lead_retention_months: settings.lead_retention_months,
});

/** The retention setting (decision 0072): months after which closed leads are de-identified. */
export function RetentionForm({ saved }: { saved: AppSettings }) {
  const { t } = useTranslation();
  const { form, submit, failure } = useSettingsForm(ZRetentionSchema, saved, retentionOf);
  return (
    <Card title={t('privacy.retention_title')}>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-3" noValidate>
        <FormMessage tone="error" text={failure} />
        <TextField
          label={t('privacy.retention_months')}
          hint={t('privacy.retention_hint')}
          type="number"
          inputMode="numeric"
          min={0}
          max={RETENTION_MONTHS_MAX}
          className="max-w-32"
          error={form.formState.errors.lead_retention_months?.message}
          {...form.register('lead_retention_months', { valueAsNumber: true })}
        />
        <div>
          <SubmitButton busy={form.formState.isSubmitting}>
            {t('privacy.retention_save')}
          </SubmitButton>
        </div>
      </form>
    </Card>
  );
}
