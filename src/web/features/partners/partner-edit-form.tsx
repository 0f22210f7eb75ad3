import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MARKETS } from '../../../shared/markets/markets';
import {
  ZPartnerUpdateRequestSchema,
  type TPartnerDetail,
  type TPartnerUpdateRequest,
} from '../../../shared/partners/partners-admin.contract';
import { PARTNERS_ADMIN_ENDPOINTS } from '../../../shared/partners/partners-admin.endpoints';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

/** An admin edits a partner's company, market, mobile and ABN/NZBN (checked per market). */
export function PartnerEditForm({
  partner,
  onDone,
  onCancel,
}: {
  partner: TPartnerDetail;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TPartnerUpdateRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZPartnerUpdateRequestSchema),
    defaultValues: {
      company: partner.company,
      market: partner.market,
      mobile: partner.phone,
      business_number: partner.business_number,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(PARTNERS_ADMIN_ENDPOINTS.update, {
        params: { id: partner.id },
        body: values,
      });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
      <h3 className="text-lg font-semibold">{t('partners-admin.edit.title')}</h3>
      <FormMessage tone="error" text={failure} />
      <TextField
        label={t('partners-admin.edit.company')}
        error={errors.company?.message}
        {...form.register('company')}
      />
      <SelectField
        label={t('partners-admin.edit.market')}
        options={MARKETS.map((market) => ({ value: market, label: market }))}
        error={errors.market?.message}
        {...form.register('market')}
      />
      <TextField
        label={t('partners-admin.edit.mobile')}
        type="tel"
        error={errors.mobile?.message}
        {...form.register('mobile')}
      />
      <TextField
        label={t('partners-admin.edit.business_number')}
        error={errors.business_number?.message}
        {...form.register('business_number')}
      />
      <div className="flex gap-2">
        <SubmitButton busy={isSubmitting}>{t('partners-admin.actions.save')}</SubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          {t('partners-admin.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
