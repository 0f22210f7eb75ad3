import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ZInviteColleagueRequestSchema,
  type TInviteColleagueRequest,
} from '../../../shared/teams/teams.contract';
import { TEAM_ENDPOINTS } from '../../../shared/teams/teams.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { HttpError } from '../../lib/http/http';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';

/**
 * The owner invites a colleague: name and e-mail; they choose their password from the link. An
 * address that already has an account comes back as a 409 on `email`, shown on the field.
 */
export function InviteColleagueForm({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TInviteColleagueRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZInviteColleagueRequestSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(TEAM_ENDPOINTS.invite, { body: values }, { handled: [409] });
      form.reset();
      await onDone(answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
      const taken = error instanceof HttpError && error.status === 409;
      if (taken)
        form.setError('email', { type: 'server', message: error.body?.errors?.email?.[0] });
    }
  });

  return (
    <Card>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <h3 className="text-lg font-semibold">{t('team.invite_title')}</h3>
        <FormMessage tone="error" text={failure} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('team.name')}
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextField
            label={t('team.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...form.register('email')}
          />
        </div>
        <div>
          <SubmitButton busy={isSubmitting}>{t('team.invite_submit')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
