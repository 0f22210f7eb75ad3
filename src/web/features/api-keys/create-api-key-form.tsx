import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { API_KEY_SCOPES } from '../../../shared/api-keys/api-key-scopes';
import {
  ZCreateApiKeyRequestSchema,
  type TCreateApiKeyRequest,
} from '../../../shared/api-keys/api-keys.contract';
import { API_KEY_ENDPOINTS } from '../../../shared/api-keys/api-keys.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { ReauthenticationFields } from '../auth/reauthentication-fields';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { SCOPE_LABELS } from './scope-labels';

export interface CreatedKey {
  name: string;
  secret: string;
}

/** A new key: its name and what it may do (issue 33). The key itself comes back once. */
export function CreateApiKeyForm({ onCreated }: { onCreated: (key: CreatedKey) => Promise<void> }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCreateApiKeyRequest>({
    shouldFocusError: false,
    resolver: formResolver(ZCreateApiKeyRequestSchema),
    defaultValues: {
      name: '',
      scopes: ['leads:write', 'leads:read'],
      current_password: '',
      code: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const scopesError = errors.scopes?.message ?? errors.scopes?.root?.message;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await callApi(API_KEY_ENDPOINTS.create, { body: values });
      form.reset();
      await onCreated({ name: answer.key.name, secret: answer.secret });
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });

  return (
    <Card title={t('api-keys.create_title')}>
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <FormMessage tone="error" text={failure} />
        <TextField
          label={t('api-keys.name')}
          hint={t('api-keys.name_hint')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={scopesError ? 'api-key-scopes-error' : undefined}
        >
          <legend className="mb-1 font-medium">{t('api-keys.scopes_legend')}</legend>
          {API_KEY_SCOPES.map((scope) => (
            <label key={scope} className="flex items-center gap-3">
              <input
                type="checkbox"
                className="h-4 w-4"
                value={scope}
                aria-invalid={scopesError ? true : undefined}
                {...form.register('scopes')}
              />
              <span>{t(SCOPE_LABELS[scope])}</span>
            </label>
          ))}
          {scopesError && (
            <p id="api-key-scopes-error" className="text-sm text-red-700 dark:text-red-300">
              {scopesError}
            </p>
          )}
        </fieldset>
        <ReauthenticationFields register={form.register} errors={errors} />
        <div>
          <SubmitButton busy={isSubmitting}>{t('api-keys.create')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
