import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AppSettings } from '../../../shared/settings/settings.contract';
import { formResolver, submitFailure } from '../../lib/forms/forms';
import { showToast } from '../../lib/feedback/toasts';
import { changedSettings, saveSettings } from './app-settings-query';

/**
 * A settings form over some of the settings (`pick`): checked by its part of the shared schema,
 * sends only what changed (nothing changed says so), starts again from the saved answer, and a
 * 422 lands on its fields.
 */
export function useSettingsForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  saved: AppSettings,
  pick: (settings: AppSettings) => T,
) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T, unknown, T>({
    shouldFocusError: false,
    resolver: formResolver<z.ZodType<T, T>, T, T>(schema),
    defaultValues: pick(saved) as DefaultValues<T>,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedSettings(saved, values);
    if (Object.keys(changes).length === 0) {
      showToast('info', t('settings-admin.no_changes'));
      return;
    }
    try {
      const answer = await saveSettings(client, changes);
      form.reset(pick(answer.settings));
      showToast('success', answer.message);
    } catch (error) {
      setFailure(submitFailure(error, form.setError));
    }
  });
  return { form, submit, failure };
}
