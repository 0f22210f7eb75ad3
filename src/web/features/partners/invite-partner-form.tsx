import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INVITE_ENDPOINTS } from '../../../shared/auth/invite.endpoints';
import { MARKETS } from '../../../shared/markets/markets';
import {
  ZInvitePartnerRequestSchema,
  type TInvitePartnerRequest,
} from '../../../shared/partners/partner-invite.contract';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

/** An admin invites a partner (issue 16); mobile and ABN/NZBN may be left for later. */
export function InvitePartnerForm({
  onDone,
  onCancel,
}: {
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInvitePartnerRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZInvitePartnerRequestSchema),
    defaultValues: {
      name: '',
      email: '',
      company: '',
      market: 'AU',
      mobile: '',
      business_number: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(INVITE_ENDPOINTS.invitePartner, { body: values });
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <Card>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-semibold">{t('invite.partner_title')}</h2>
        <p className="text-slate-700 dark:text-slate-300">{t('invite.partner_intro')}</p>
        <FormMessage tone="error" text={failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('invite.name')}
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('invite.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <TextField
            label={t('invite.company')}
            error={errors.company?.message}
            {...form.register('company')}
          />
          <SelectField
            label={t('invite.market')}
            options={MARKETS.map((market) => ({ value: market, label: market }))}
            error={errors.market?.message}
            {...form.register('market')}
          />
          <TextField
            label={t('invite.mobile')}
            type="tel"
            error={errors.mobile?.message}
            {...form.register('mobile')}
          />
          <TextField
            label={t('invite.business_number')}
            error={errors.business_number?.message}
            {...form.register('business_number')}
          />
        </div>
        <div className="flex gap-2">
          <SubmitButton busy={isSubmitting}>{t('invite.submit')}</SubmitButton>
          <Button variant="secondary" onClick={onCancel}>
            {t('dialog.cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
