import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { WEBHOOK_EVENTS } from '../../../shared/webhooks/webhook-events';
import { ZWebhookCreateRequestSchema } from '../../../shared/webhooks/webhooks.contract';
import { WEBHOOKS_ENDPOINTS as E } from '../../../shared/webhooks/webhooks.endpoints';
import { Card } from '../../components/card';
import { FormMessage } from '../../components/form/form-message';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { callApi } from '../../lib/http/api';
import { ReauthenticationFields } from '../auth/reauthentication-fields';
import { formResolver, submitFailure, submitHandler } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { WEBHOOKS_KEY } from './use-webhooks';
import { useWebhookEventLabel } from './webhook-event-label';

/** Add an endpoint: its URL and the events it takes; the answer's secret goes to `onSecret`. */
export function AddWebhookForm({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation();
  const eventLabel = useWebhookEventLabel();
  const client = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    shouldFocusError: false,
    resolver: formResolver(ZWebhookCreateRequestSchema),
    defaultValues: { url: '', events: [] as string[], current_password: '', code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setMessage(null);
    try {
      const answer = await callApi(E.create, { body: values });
      form.reset();
      onSecret(answer.secret);
      showToast('success', t('webhooks.added'));
      await client.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    } catch (error) {
      setMessage(submitFailure(error, form.setError));
    }
  });
  const eventsError = errors.events?.message ?? errors.events?.root?.message;
  return (
    <Card title={t('webhooks.add_title')}>
      <FormMessage tone="error" text={message} />
      <form onSubmit={submitHandler(submit)} className="flex flex-col gap-4" noValidate>
        <TextField
          label={t('webhooks.url')}
          hint={t('webhooks.url_hint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          error={errors.url?.message}
          {...form.register('url')}
        />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={eventsError ? 'webhook-events-error' : undefined}
        >
          <legend className="mb-1 font-medium">{t('webhooks.events')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2">
                <input type="checkbox" value={event} {...form.register('events')} />
                {eventLabel(event)}
              </label>
            ))}
          </div>
          {eventsError && (
            <p id="webhook-events-error" className="text-sm text-red-700 dark:text-red-300">
              {eventsError}
            </p>
          )}
        </fieldset>
        <ReauthenticationFields register={form.register} errors={errors} />
        <div>
          <SubmitButton busy={isSubmitting}>{t('webhooks.add')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
