import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  COMMISSION_TERM_CHOICES,
  ZCommissionTermsRequestSchema,
} from '../../../shared/commissions/commissions.contract';
import { COMMISSIONS_ENDPOINTS } from '../../../shared/commissions/commissions.endpoints';
import type { TPartnerDetail } from '../../../shared/partners/partners-admin.contract';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

interface Values {
  commission_type: (typeof COMMISSION_TERM_CHOICES)[number];
  rate_percent: string;
  flat_amount: string;
  show_commissions: boolean;
}

/**
 * An admin sets a partner's commission: a percentage of the settled amount (kept in basis
 * points) or a flat sum per settled lead, or none; and whether the partner sees commissions.
 */
export function PartnerCommissionForm({
  partner,
  onDone,
}: {
  partner: TPartnerDetail;
  onDone: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const terms = partner.commission_terms;
  const form = useForm<Values, unknown, z.output<typeof ZCommissionTermsRequestSchema>>({
    shouldFocusError: false,
    resolver: formResolver<typeof ZCommissionTermsRequestSchema, Values>(
      ZCommissionTermsRequestSchema,
    ),
    defaultValues: {
      commission_type: terms?.type ?? 'none',
      rate_percent: terms?.type === 'rate' ? String(terms.value / 100) : '',
      flat_amount: terms?.type === 'flat' ? String(terms.value) : '',
      show_commissions: partner.show_commissions,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'commission_type' });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(COMMISSIONS_ENDPOINTS.terms, {
        params: { id: partner.id },
        body: {
          commission_type: values.commission_type,
          show_commissions: values.show_commissions,
          ...(values.commission_type === 'rate' ? { rate_percent: values.rate_percent } : {}),
          ...(values.commission_type === 'flat' ? { flat_amount: values.flat_amount } : {}),
        },
      });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
      <FormMessage tone="error" text={failure} />
      <SelectField
        label={t('commissions.terms.type')}
        options={COMMISSION_TERM_CHOICES.map((choice) => ({
          value: choice,
          label: t(`commissions.terms.${choice}`),
        }))}
        error={errors.commission_type?.message}
        {...form.register('commission_type')}
      />
      {type === 'rate' && (
        <TextField
          label={t('commissions.terms.rate_percent')}
          inputMode="decimal"
          error={errors.rate_percent?.message}
          {...form.register('rate_percent')}
        />
      )}
      {type === 'flat' && (
        <TextField
          label={t('commissions.terms.flat_amount')}
          inputMode="numeric"
          error={errors.flat_amount?.message}
          {...form.register('flat_amount')}
        />
      )}
      <label className="flex items-center gap-2">
        <input type="checkbox" {...form.register('show_commissions')} />
        {t('commissions.terms.show')}
      </label>
      <div>
        <SubmitButton busy={isSubmitting}>{t('commissions.terms.save')}</SubmitButton>
      </div>
    </form>
  );
}
