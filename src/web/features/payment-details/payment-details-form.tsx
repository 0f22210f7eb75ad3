import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../shared/markets/markets';
import {
  ZPaymentDetailsRequestSchema,
  type TPaymentDetails,
  type TPaymentDetailsRequest,
} from '../../../shared/payment-details/payment-details.contract';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../../shared/payment-details/payment-details.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { ReauthenticationFields } from '../auth/reauthentication-fields';
import { BankAccountFields } from './bank-account-fields';

export const MY_PAYMENT_DETAILS_KEY = ['payment-details', 'mine'];

/** The form as a saved state opens it: the account is never sent back, so its fields are empty. */
const valuesFrom = (market: Market, saved: TPaymentDetails | null): TPaymentDetailsRequest => ({
  market,
  legal_name: saved?.legal_name ?? '',
  business_number: saved?.business_number ?? '',
  gst_registered: saved?.gst_registered ?? false,
  gst_number: saved?.gst_number ?? '',
  account_name: saved?.account_name ?? '',
  change_bank: !saved,
  bsb: '',
  account_number: '',
  bank: '',
  branch: '',
  account: '',
  suffix: '',
  current_password: '',
  code: '',
});

/**
 * The partner's payment details: business identity, bank account (re-entered to change it) and
 * the password (and code) that prove it is them. A 422 lands on the field it names.
 */
export function PaymentDetailsForm({
  market,
  saved,
  secondFactorRequired,
}: {
  market: Market;
  saved: TPaymentDetails | null;
  secondFactorRequired: boolean;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TPaymentDetailsRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZPaymentDetailsRequestSchema),
    defaultValues: valuesFrom(market, saved),
  });
  const { errors, isSubmitting } = form.formState;
  const gstRegistered = useWatch({ control: form.control, name: 'gst_registered' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(E.save, { body: values });
      form.reset(valuesFrom(market, answer.details));
      showToast('success', answer.message);
      await client.invalidateQueries({ queryKey: MY_PAYMENT_DETAILS_KEY });
      await client.invalidateQueries({ queryKey: ['self-billing'] });
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-6" noValidate>
      <FormMessage tone="error" text={failure} />
      <Card title={t('payment-details.fields.business')}>
        <TextField
          label={t('payment-details.fields.legal_name')}
          hint={t('payment-details.fields.legal_name_hint')}
          autoComplete="organization"
          maxLength={200}
          error={errors.legal_name?.message}
          {...form.register('legal_name')}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t(`payment-details.fields.business_number_${market}`)}
            inputMode="numeric"
            autoComplete="off"
            error={errors.business_number?.message}
            {...form.register('business_number')}
          />
          {market === 'NZ' && gstRegistered && (
            <TextField
              label={t('payment-details.fields.gst_number')}
              hint={t('payment-details.fields.gst_number_hint')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.gst_number?.message}
              {...form.register('gst_number')}
            />
          )}
        </div>
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" {...form.register('gst_registered')} />
          {t('payment-details.fields.gst_registered')}
        </label>
      </Card>
      <BankAccountFields form={form} market={market} saved={saved} />
      <Card title={t('payment-details.fields.proof')}>
        <ReauthenticationFields
          register={(name) => form.register(name)}
          errors={errors}
          askCode={secondFactorRequired}
        />
      </Card>
      <div>
        <SubmitButton busy={isSubmitting}>{t('payment-details.fields.save')}</SubmitButton>
      </div>
    </form>
  );
}
