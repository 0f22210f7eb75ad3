import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZInviteAdminRequestSchema,
  type TInviteAdminRequest,
} from '../../../shared/admins/admins.contract';
import { ADMINS_ENDPOINTS } from '../../../shared/admins/admins.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

/** Invite another admin: name and e-mail; they choose their password from the e-mailed link. */
export function InviteAdminForm({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInviteAdminRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZInviteAdminRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(ADMINS_ENDPOINTS.invite, { body: values });
      form.reset();
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <Card>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <h2 className="text-lg font-semibold">{t('admins-admin.invite_title')}</h2>
        <FormMessage tone="error" text={failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('admins-admin.name')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('admins-admin.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div>
          <SubmitButton busy={isSubmitting}>{t('admins-admin.invite_submit')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
