import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ZConfirmTotpRequestSchema,
  type ZTotpEnrolmentSchema,
} from '../../../shared/auth/two-factor.contract';
import { TWO_FACTOR_ENDPOINTS } from '../../../shared/auth/two-factor.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

/**
 * Enrolment: a new key as a QR code and typed out, then a code from the app to confirm it; the
 * recovery codes the confirmation answers go to `onConfirmed`, to be shown once.
 */
export function TotpEnrolment({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<z.infer<typeof ZTotpEnrolmentSchema> | null>(null);
  const [starting, setStarting] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZConfirmTotpRequestSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment(await callApi(TWO_FACTOR_ENDPOINTS.startTotp, {}));
    } finally {
      setStarting(false);
    }
  };

  const confirm = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(TWO_FACTOR_ENDPOINTS.confirmTotp, { body: values });
      setEnrolment(null);
      onConfirmed(answer.recovery_codes);
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });

  if (!enrolment)
    return (
      <div>
        <Button disabled={starting} onClick={() => void start()}>
          {t('two-factor-settings.enrol_start')}
        </Button>
      </div>
    );

  return (
    <Card title={t('two-factor-settings.enrol_start')}>
      <p>{t('two-factor-settings.scan')}</p>
      <img
        src={enrolment.qr_code}
        alt={t('two-factor-settings.qr_alt')}
        width={192}
        height={192}
        className="rounded bg-white p-2"
      />
      <div className="flex flex-col gap-1">
        <p>{t('two-factor-settings.manual_key')}</p>
        <code data-testid="totp-secret" className="font-mono text-base break-all">
          {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
        </code>
      </div>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(confirm)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('two-factor-settings.confirm_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          className="sm:max-w-48"
          error={errors.code?.message}
          {...form.register('code')}
        />
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={isSubmitting}>{t('two-factor-settings.confirm')}</SubmitButton>
          <Button variant="secondary" onClick={() => setEnrolment(null)}>
            {t('two-factor-settings.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
