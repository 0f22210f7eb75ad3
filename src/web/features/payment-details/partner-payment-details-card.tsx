import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ZConfirmBankDetailsRequestSchema } from '../../../shared/payment-details/payment-details.contract';
import { PAYMENT_DETAILS_ENDPOINTS as E } from '../../../shared/payment-details/payment-details.endpoints';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField } from '../../components/form/text-area-field';
import { QueryStatus } from '../../components/query-status';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { useFormats } from '../../lib/preferences/use-formats';
import { PayoutStatus } from './payout-status';

/**
 * A partner's payment details on the admin's partner panel: masked, with the payout state and
 * the self-billing agreement; "Confirm bank details" records how the admin checked a changed
 * account by another channel, which lifts the hold (decision 0070).
 */
export function PartnerPaymentDetailsCard({
  partnerId,
  onChanged,
}: {
  partnerId: string;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const query = useQuery({
    queryKey: ['partner-payment-details', partnerId],
    queryFn: () => callApi(E.ofPartner, { params: { id: partnerId } }),
  });
  const data = query.data;
  const details = data?.details;
  return (
    <Card
      title={t('payment-details.admin.title')}
      actions={
        details &&
        !details.ready_for_payout &&
        !confirming && (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('payment-details.admin.confirm')}
          </Button>
        )
      }
    >
      <QueryStatus query={query} failed={t('partners-admin.load_failed')} />
      {data && !details && <p>{t('payment-details.admin.none')}</p>}
      {details && (
        <>
          <PayoutStatus details={details} />
          {confirming && (
            <ConfirmForm
              partnerId={partnerId}
              onCancel={() => setConfirming(false)}
              onDone={async (message) => {
                setConfirming(false);
                showToast('success', message);
                await client.invalidateQueries({
                  queryKey: ['partner-payment-details', partnerId],
                });
                await onChanged();
              }}
            />
          )}
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{t('payment-details.fields.legal_name')}</dt>
            <dd>{details.legal_name}</dd>
            <dt className="font-medium">
              {t(`payment-details.fields.business_number_${details.market}`)}
            </dt>
            <dd>{details.business_number}</dd>
            <dt className="font-medium">{t('payment-details.fields.gst_registered')}</dt>
            <dd>
              {details.gst_registered
                ? t('payment-details.admin.gst_yes')
                : t('payment-details.admin.gst_no')}
              {details.gst_number &&
                ` · ${t('payment-details.fields.gst_number')} ${details.gst_number}`}
            </dd>
            <dt className="font-medium">{t('payment-details.fields.account_name')}</dt>
            <dd>{details.account_name}</dd>
            <dt className="font-medium">{t('payment-details.fields.bank_account')}</dt>
            <dd>{details.bank_account_masked}</dd>
            <dt className="font-medium">{t('payment-details.admin.self_billing')}</dt>
            <dd>
              {data.self_billing_agreed_at
                ? t('payment-details.admin.self_billing_yes', {
                    date: formats.date(data.self_billing_agreed_at),
                  })
                : t('payment-details.admin.self_billing_no')}
            </dd>
          </dl>
          {details.confirmed_by && details.confirmed_at && (
            <p className="text-sm text-slate-600 dark:text-slate-300">
              {t('payment-details.admin.confirmed_by', {
                name: details.confirmed_by.name,
                date: formats.date(details.confirmed_at),
              })}
            </p>
          )}
        </>
      )}
    </Card>
  );
}

type ConfirmValues = z.input<typeof ZConfirmBankDetailsRequestSchema>;

function ConfirmForm({
  partnerId,
  onCancel,
  onDone,
}: {
  partnerId: string;
  onCancel: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConfirmValues>({
    resolver: formResolver(ZConfirmBankDetailsRequestSchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(E.confirm, { params: { id: partnerId }, body: values });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-3" noValidate>
      <FormMessage tone="error" text={failure} />
      <TextAreaField
        label={t('payment-details.admin.confirm_note')}
        hint={t('payment-details.admin.confirm_note_hint')}
        maxLength={500}
        error={form.formState.errors.note?.message}
        {...form.register('note')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={form.formState.isSubmitting}>
          {t('payment-details.admin.confirm')}
        </SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('payment-details.admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
